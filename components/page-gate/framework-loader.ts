import { GATE_OPEN } from '@/lib/page-lifecycle';

/**
 * The framework's scripts are not in the exported HTML as <script src> (scripts/defer-framework.mjs
 * takes them out), so the window load, which the gate waits for, is the page's own: HTML, CSS,
 * fonts. This inline script, in their place, adds them back once the page the gate opened on is on
 * screen: the first contentful paint entry is only reported once that frame has been presented, so
 * nothing the framework fetches or runs competes with it. The URLs are its data attributes,
 * space-separated, so its text (and its CSP hash) is the same on every page and every build. They
 * stay `async` (React finds its hoisted scripts by `script[async][src]`) and the nomodule
 * polyfills stay nomodule.
 */
export const FRAMEWORK_LOADER_ID = 'framework-loader';

/** Attribute names of the loader's <script>: the async scripts and the nomodule ones. */
export const LOADER_ASYNC_ATTRIBUTE = 'data-async';
export const LOADER_NOMODULE_ATTRIBUTE = 'data-nomodule';

/** How long to wait for that paint after the gate opens: a hidden tab paints nothing at all. */
const PAINT_WAIT_MS = 250;

export const frameworkLoaderScript = `(function(){
var me=document.currentScript,done=false;
function list(name){return (me.getAttribute(name)||'').split(' ').filter(Boolean);}
var scripts=list(${JSON.stringify(LOADER_ASYNC_ATTRIBUTE)}),legacy=list(${JSON.stringify(LOADER_NOMODULE_ATTRIBUTE)});
function add(){if(done)return;done=true;
legacy.forEach(function(src){var s=document.createElement('script');s.setAttribute('nomodule','');s.src=src;document.body.appendChild(s);});
scripts.forEach(function(src){var s=document.createElement('script');s.async=true;s.setAttribute('async','');s.src=src;document.head.appendChild(s);});}
function painted(){var P=window.PerformanceObserver,types=P&&P.supportedEntryTypes||[];
if(types.indexOf('paint')<0){setTimeout(add,0);return;}
new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(add,0);}}).observe({type:'paint',buffered:true});}
function afterPaint(){requestAnimationFrame(painted);setTimeout(add,${PAINT_WAIT_MS});}
if(performance.getEntriesByName(${JSON.stringify(GATE_OPEN)}).length)afterPaint();else addEventListener(${JSON.stringify(GATE_OPEN)},afterPaint,{once:true});
})();`;
