import { useEffect } from "react";

declare global {
  interface Window {
    /**
     * Buttons and option chips pressed, and fields typed into, before the page was interactive, in order; absent once
     * it is (see `EARLY_TAPS_SCRIPT`).
     */
    __earlyTaps?: HTMLElement[];
  }
}

/**
 * Marks a form's submit button that is disabled while the form's field is empty (the header's search: "disabled until
 * text is typed"). Until the page hydrates, the early-taps script enables and disables it as the shopper types, so
 * that Enter in the field and a press on the button send the form natively, as a plain GET to its action.
 */
export const NEEDS_TEXT_ATTRIBUTE = "data-needs-text";

/**
 * Inline in the document's head, before any module script: until the page hydrates, a press on a button whose work
 * is done by script (any `type="button"`, and any button outside a form) or on a product option's chip (a radio
 * group's item: the choice is the page's, not the browser's) is held instead of lost. A slow phone shows the
 * buttons a second or two before they answer (issue 30), and the browsing pages load their script only on the
 * first touch (decision 035). A button that submits a form is left to the browser: its route action works without
 * script. Each held element is pressed once, after hydration (`useEarlyTapsReplay`). Until then it shows that it is
 * getting ready: `aria-busy`, dimmed, with the progress cursor (inline styles set by the script: no stylesheet rule
 * for a moment every page has).
 *
 * A field typed into meanwhile (a text field, a number, a select) is remembered too, so that what it holds reaches
 * the page's state once hydrated (React keeps the typed text on screen but not in its state, and would put its own
 * value back at the next render); and a submit button marked `NEEDS_TEXT_ATTRIBUTE` follows its form's field, so a
 * search typed and sent before hydration is sent natively.
 */
export const EARLY_TAPS_SCRIPT =
  "(()=>{const q=[];window.__earlyTaps=q;addEventListener('click',e=>{if(window.__earlyTaps!==q)return;" +
  "const b=e.target instanceof Element?e.target.closest('button,label[data-scope=radio-group][data-part=item]'):null;" +
  "if(!b||b.disabled||b.hasAttribute('data-disabled')||(b.form&&(b.type==='submit'||b.type==='reset')))return;" +
  "e.preventDefault();e.stopPropagation();if(!q.includes(b)){q.push(b);b.setAttribute('aria-busy','true');" +
  "b.style.opacity='.6';b.style.cursor='progress'}},true);" +
  "addEventListener('input',e=>{const t=e.target;if(window.__earlyTaps!==q||!(t instanceof HTMLInputElement||" +
  "t instanceof HTMLTextAreaElement||t instanceof HTMLSelectElement)||/^(checkbox|radio|file)$/.test(t.type))return;" +
  "if(!q.includes(t))q.push(t);" +
  `if(t.form)for(const b of t.form.querySelectorAll('[${NEEDS_TEXT_ATTRIBUTE}]'))b.disabled=!t.value.trim()},true)})()`;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const asField = (element: HTMLElement): Field | null =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement
    ? element
    : null;

/**
 * Once the page has hydrated: hands what was typed into fields before to their handlers, then presses the buttons
 * pressed before, if they are still on the page and enabled (in the next task when a field was handed on, so that
 * the press meets the state the typing made: the quantity typed, then "Add to cart").
 */
export function useEarlyTapsReplay() {
  useEffect(() => {
    const held = window.__earlyTaps ?? [];
    delete window.__earlyTaps;
    // A field that took the focus before hydration: its handlers never heard of it (a number field's steps and
    // typing answer only once it knows it has the focus).
    const active = document.activeElement instanceof HTMLElement ? asField(document.activeElement) : null;
    active?.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    const fields = held.flatMap((element) => asField(element) ?? []);
    const typed = fields.filter((field) => field.isConnected && handOn(field));
    const presses = held.filter((element) => asField(element) === null);
    const pressAll = () => {
      for (const button of presses) {
        button.removeAttribute("aria-busy");
        button.style.removeProperty("opacity");
        button.style.removeProperty("cursor");
        if (button.isConnected && !(button instanceof HTMLButtonElement && button.disabled)) press(button);
      }
    };
    if (typed.length > 0) setTimeout(pressAll, 0);
    else pressAll();
  }, []);
}

/**
 * Tells the page's handlers what a field holds when it differs from what the page rendered (its default): React kept
 * the typed text in the field at hydration, but its state still has the rendered value. A text field's value is
 * set back to that through the page's own setter, then to the text through the browser's, and an `input` event sent:
 * React then sees a change and calls the field's `onChange` with the text. A field the shopper has left meanwhile is
 * given the focus for it and left again, as they did (a number field takes typing only while focused, and commits
 * it when left); the focus then goes back where it was. A select sends `change`. Answers whether the field was
 * handed on.
 */
function handOn(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    if (![...field.options].some((option) => option.selected !== option.defaultSelected)) return false;
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return true;
  }
  const text = field.value;
  if (text === field.defaultValue) return false;
  const focused = document.activeElement;
  if (focused !== field) field.focus({ preventScroll: true });
  const selection = selectionOf(field);
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, text);
  if (selection) field.setSelectionRange(selection[0], selection[1]);
  field.dispatchEvent(new Event("input", { bubbles: true }));
  if (focused !== field) {
    field.blur();
    if (focused instanceof HTMLElement && focused !== document.body) focused.focus({ preventScroll: true });
  }
  return true;
}

/** Where the caret or selection is, in a field that has one (not a number or an email field). */
function selectionOf(field: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    return field.selectionStart === null || field.selectionEnd === null
      ? null
      : [field.selectionStart, field.selectionEnd];
  } catch {
    return null;
  }
}

/**
 * Presses a held element as a person did: a click, except for a number input's step buttons, which step on the
 * pointer going down (so that holding them spins) and ignore clicks.
 */
function press(element: HTMLElement) {
  if (!element.matches("[data-scope=number-input][data-part$=-trigger]")) return element.click();
  const pointer = { bubbles: true, cancelable: true, button: 0, pointerType: "mouse", isPrimary: true };
  element.dispatchEvent(new PointerEvent("pointerdown", pointer));
  element.dispatchEvent(new PointerEvent("pointerup", pointer));
}
