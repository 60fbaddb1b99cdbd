import {
  DatePickerClearTrigger,
  DatePickerContent,
  DatePickerContext,
  DatePickerControl,
  DatePickerInput,
  DatePickerLabel,
  DatePickerNextTrigger,
  DatePickerPositioner,
  DatePickerPrevTrigger,
  DatePickerRangeText,
  DatePickerRoot,
  DatePickerTable,
  DatePickerTableBody,
  DatePickerTableCell,
  DatePickerTableCellTrigger,
  DatePickerTableHead,
  DatePickerTableHeader,
  DatePickerTableRow,
  DatePickerTrigger,
  DatePickerView,
  DatePickerViewControl,
  DatePickerViewTrigger,
} from "@ark-ui/react/date-picker";
import { createStyleContext } from "./style-context.ts";
import { datePicker } from "styled-system/recipes";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons.tsx";

/**
 * A date picker on Ark DatePicker: a typed input, a calendar trigger and a calendar with day, month and year
 * views (keyboard navigation, min/max, "today" from the given time zone come from Ark). Compose the parts;
 * `Calendar` is the three views, ready to put inside `Content`.
 */
const { withProvider, withContext } = createStyleContext(datePicker);

export const Root = withProvider(DatePickerRoot, "root");
export const Label = withContext(DatePickerLabel, "label");
export const Control = withContext(DatePickerControl, "control");
export const Input = withContext(DatePickerInput, "input");
export const Trigger = withContext(DatePickerTrigger, "trigger");
export const ClearTrigger = withContext(DatePickerClearTrigger, "clearTrigger");
export const Positioner = withContext(DatePickerPositioner, "positioner");
export const Content = withContext(DatePickerContent, "content");
export const View = withContext(DatePickerView, "view");
export const ViewControl = withContext(DatePickerViewControl, "viewControl");
export const ViewTrigger = withContext(DatePickerViewTrigger, "viewTrigger");
export const PrevTrigger = withContext(DatePickerPrevTrigger, "prevTrigger");
export const NextTrigger = withContext(DatePickerNextTrigger, "nextTrigger");
export const RangeText = withContext(DatePickerRangeText, "rangeText");
export const Table = withContext(DatePickerTable, "table");
export const TableHead = withContext(DatePickerTableHead, "tableHead");
export const TableHeader = withContext(DatePickerTableHeader, "tableHeader");
export const TableBody = withContext(DatePickerTableBody, "tableBody");
export const TableRow = withContext(DatePickerTableRow, "tableRow");
export const TableCell = withContext(DatePickerTableCell, "tableCell");
export const TableCellTrigger = withContext(DatePickerTableCellTrigger, "tableCellTrigger");
export const Context = DatePickerContext;

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
