// The second script a page served whole runs before the site's own: it fetches the page's chunks once the
// page's first content is painted. The page's markup is what a claimant sees; the chunks only take it over,
// and must neither compete with that paint nor, on a fast network, arrive and run before it and hold it
// back. So the server lists them in the page (PAGE_SCRIPTS_ELEMENT_ID) rather than preloading them from
// its head, and this script asks for them when the browser reports the first contentful paint (or draws a
// frame, where it cannot report it; a tab in the background, which paints nothing until shown, after a
// second), one a task: the nine in one task held the main thread for 81 to 145 ms (Chromium, CPU slowed
// 4 times, slow 4G). It keeps the moment the last is asked for as a promise in PAINTED_GLOBAL, which the
// entry waits for before it asks for any chunk (web/main.tsx). Inline, so it needs no round trip of its
// own: the chunks are asked for in parallel with the entry. Allowed by its hash in the content security
// policy.
import { createHash } from "node:crypto";
import { PAGE_SCRIPTS_ELEMENT_ID } from "../../domain/api/page-data-elements.ts";
import { PAINTED_GLOBAL } from "../../domain/api/prerendered-page.ts";

/** A tab in the background paints nothing until it is shown: its chunks are asked for after this anyway. */
const LONGEST_WAIT_MS = 1000;

export const PAINTED_PRELOAD_SCRIPT =
  `(function(){var painted,done=false;window.${PAINTED_GLOBAL}=new Promise(function(resolve){painted=resolve});` +
  // Whatever the list holds, the promise resolves: the entry then loads what it needs by its imports.
  "function preload(){if(done)return;done=true;var addresses=[],i=0;try{" +
  `var listed=document.getElementById("${PAGE_SCRIPTS_ELEMENT_ID}"),read=JSON.parse(listed===null?"[]":listed.textContent);` +
  "if(Array.isArray(read))addresses=read}catch(error){}" +
  // One link a task: each asks the browser for a fetch, some milliseconds of a phone's main thread apiece.
  "(function next(){if(i>=addresses.length){painted();return}" +
  'try{var link=document.createElement("link");' +
  'link.rel="modulepreload";link.crossOrigin="";link.href=String(addresses[i]);document.head.appendChild(link)}catch(error){}' +
  "i+=1;setTimeout(next,0)})()}" +
  `setTimeout(preload,${String(LONGEST_WAIT_MS)});` +
  "function nextFrame(){requestAnimationFrame(function(){setTimeout(preload,0)})}" +
  'try{if(typeof PerformanceObserver!=="undefined"&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0)' +
  "new PerformanceObserver(function(entries,observer){" +
  'if(entries.getEntriesByName("first-contentful-paint").length>0){observer.disconnect();preload()}' +
  '}).observe({type:"paint",buffered:true});' +
  "else nextFrame()}catch(error){nextFrame()}})();";

/** The script's source in a content security policy. */
export const PAINTED_PRELOAD_SCRIPT_SOURCE = `'sha256-${createHash("sha256").update(PAINTED_PRELOAD_SCRIPT).digest("base64")}'`;
