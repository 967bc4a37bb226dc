// The one script a page served whole runs before the site's own: until the site has taken the page over, a
// press on one of the form's buttons (Start) or on a disclosure button (the header's More) is kept for the
// site to carry out once it has the page, and the browser does nothing else with it; a second press of the
// same disclosure undoes the first; a later edit of the form drops it (the claimant went on typing, so the
// press is not what they want now). Inline, so it is there before any file arrives; allowed by its hash
// in the content security policy, and by nothing else.
import { createHash } from "node:crypto";
import { EARLY_PRESS_GLOBAL } from "../../domain/api/prerendered-page.ts";

export const EARLY_PRESS_SCRIPT =
  `(function(){var early=window.${EARLY_PRESS_GLOBAL}={open:false,pressed:null};` +
  'addEventListener("click",function(event){if(early.open)return;' +
  'var button=event.target instanceof Element?event.target.closest("form button, button[aria-expanded]"):null;' +
  "if(button===null)return;event.preventDefault();" +
  'early.pressed=early.pressed===button&&button.hasAttribute("aria-expanded")?null:button},true);' +
  'addEventListener("input",function(){if(!early.open)early.pressed=null},true)})();';

/** The script's source in a content security policy. */
export const EARLY_PRESS_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(EARLY_PRESS_SCRIPT).digest("base64")}'`;
