import { useEffect } from "react";

declare global {
  interface Window {
    /**
     * Buttons and option chips pressed before the page was interactive, in order; absent once it is (see
     * `EARLY_TAPS_SCRIPT`).
     */
    __earlyTaps?: HTMLElement[];
  }
}

/**
 * Inline in the document's head, before any module script: until the page hydrates, a press on a button whose work
 * is done by script (any `type="button"`, and any button outside a form) or on a product option's chip (a radio
 * group's item: the choice is the page's, not the browser's) is held instead of lost. A slow phone shows the
 * buttons a second or two before they answer (issue 30), and the browsing pages load their script only on the
 * first touch (decision 035). A button that submits a form is left to the browser: its route action works without
 * script. Each held element is pressed once, after hydration (`useEarlyTapsReplay`). Until then it shows that it is
 * getting ready: `aria-busy`, dimmed, with the progress cursor (inline styles set by the script: no stylesheet rule
 * for a moment every page has).
 */
export const EARLY_TAPS_SCRIPT =
  "(()=>{const q=[];window.__earlyTaps=q;addEventListener('click',e=>{if(window.__earlyTaps!==q)return;" +
  "const b=e.target instanceof Element?e.target.closest('button,label[data-scope=radio-group][data-part=item]'):null;" +
  "if(!b||b.disabled||b.hasAttribute('data-disabled')||(b.form&&(b.type==='submit'||b.type==='reset')))return;" +
  "e.preventDefault();e.stopPropagation();if(!q.includes(b)){q.push(b);b.setAttribute('aria-busy','true');" +
  "b.style.opacity='.6';b.style.cursor='progress'}},true)})()";

/** Once the page has hydrated, presses the buttons pressed before, if they are still on the page and enabled. */
export function useEarlyTapsReplay() {
  useEffect(() => {
    const held = window.__earlyTaps ?? [];
    delete window.__earlyTaps;
    for (const button of held) {
      button.removeAttribute("aria-busy");
      button.style.removeProperty("opacity");
      button.style.removeProperty("cursor");
      if (button.isConnected && !(button instanceof HTMLButtonElement && button.disabled)) press(button);
    }
  }, []);
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
