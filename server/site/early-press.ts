// The one script a page served whole runs before the site's own: until the site has taken the page over, a
// press on a button (Start, or Enter in a field, which presses the form's button) is kept for the site to
// replay, and the browser neither sends the form nor does anything else with it. Inline, so it is there
// before any file arrives; allowed by its hash in the content security policy, and by nothing else.
import { createHash } from "node:crypto";
import { EARLY_PRESS_GLOBAL } from "../../domain/api/prerendered-page.ts";

export const EARLY_PRESS_SCRIPT =
  `(function(){var early=window.${EARLY_PRESS_GLOBAL}={open:false,pressed:null};` +
  'addEventListener("click",function(event){if(early.open)return;' +
  'var button=event.target instanceof Element?event.target.closest("button"):null;' +
  "if(button===null)return;event.preventDefault();early.pressed=button},true)})();";

/** The script's source in a content security policy. */
export const EARLY_PRESS_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(EARLY_PRESS_SCRIPT).digest("base64")}'`;
