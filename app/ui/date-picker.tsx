import { DatePicker as ArkDatePicker } from "@ark-ui/react/date-picker";
import { createStyleContext } from "styled-system/jsx";
import { datePicker } from "styled-system/recipes";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons.tsx";

/**
 * A date picker on Ark DatePicker: a typed input, a calendar trigger and a calendar with day, month and year
 * views (keyboard navigation, min/max, "today" from the given time zone come from Ark). Compose the parts;
 * `Calendar` is the three views, ready to put inside `Content`.
 */
const { withProvider, withContext } = createStyleContext(datePicker);

export const Root = withProvider(ArkDatePicker.Root, "root");
export const Label = withContext(ArkDatePicker.Label, "label");
export const Control = withContext(ArkDatePicker.Control, "control");
export const Input = withContext(ArkDatePicker.Input, "input");
export const Trigger = withContext(ArkDatePicker.Trigger, "trigger");
export const ClearTrigger = withContext(ArkDatePicker.ClearTrigger, "clearTrigger");
export const Positioner = withContext(ArkDatePicker.Positioner, "positioner");
export const Content = withContext(ArkDatePicker.Content, "content");
export const View = withContext(ArkDatePicker.View, "view");
export const ViewControl = withContext(ArkDatePicker.ViewControl, "viewControl");
export const ViewTrigger = withContext(ArkDatePicker.ViewTrigger, "viewTrigger");
export const PrevTrigger = withContext(ArkDatePicker.PrevTrigger, "prevTrigger");
export const NextTrigger = withContext(ArkDatePicker.NextTrigger, "nextTrigger");
export const RangeText = withContext(ArkDatePicker.RangeText, "rangeText");
export const Table = withContext(ArkDatePicker.Table, "table");
export const TableHead = withContext(ArkDatePicker.TableHead, "tableHead");
export const TableHeader = withContext(ArkDatePicker.TableHeader, "tableHeader");
export const TableBody = withContext(ArkDatePicker.TableBody, "tableBody");
export const TableRow = withContext(ArkDatePicker.TableRow, "tableRow");
export const TableCell = withContext(ArkDatePicker.TableCell, "tableCell");
export const TableCellTrigger = withContext(ArkDatePicker.TableCellTrigger, "tableCellTrigger");
export const Context = ArkDatePicker.Context;

function ViewHeader() {
  return (
    <ViewControl>
      <PrevTrigger>
        <ChevronLeftIcon />
      </PrevTrigger>
      <ViewTrigger>
        <RangeText />
      </ViewTrigger>
      <NextTrigger>
        <ChevronRightIcon />
      </NextTrigger>
    </ViewControl>
  );
}

/** The month and year views: a header and a grid of labelled cells. */
function CellGrid(props: { rows: { label: string; value: number }[][] }) {
  return (
    <>
      <ViewHeader />
      <Table>
        <TableBody>
          {props.rows.map((row) => (
            <TableRow key={row[0]?.value}>
              {row.map((cell) => (
                <TableCell key={cell.value} value={cell.value}>
                  <TableCellTrigger>{cell.label}</TableCellTrigger>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** The calendar: days, then (through the header) months and years. */
export function Calendar() {
  return (
    <>
      <View view="day">
        <Context>
          {(api) => (
            <>
              <ViewHeader />
              <Table>
                <TableHead>
                  <TableRow>
                    {api.weekDays.map((weekDay) => (
                      <TableHeader key={weekDay.long} abbr={weekDay.long}>
                        {weekDay.narrow}
                      </TableHeader>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {api.weeks.map((week) => (
                    <TableRow key={week[0]?.toString()}>
                      {week.map((day) => (
                        <TableCell key={day.toString()} value={day}>
                          <TableCellTrigger>{day.day}</TableCellTrigger>
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </Context>
      </View>
      <View view="month">
        <Context>{(api) => <CellGrid rows={api.getMonthsGrid({ columns: 4, format: "short" })} />}</Context>
      </View>
      <View view="year">
        <Context>{(api) => <CellGrid rows={api.getYearsGrid({ columns: 4 })} />}</Context>
      </View>
    </>
  );
}
