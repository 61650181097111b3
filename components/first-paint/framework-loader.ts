import { GATE_OPEN } from './page-lifecycle';

/**
 * Adds back, after the first paint, what the defer step took out: the RSC payload first, the framework's
 * scripts (still `async`: React finds its hoisted scripts by `script[async][src]`) one per task, as
 * starting several fetches in one task made a long task. URLs live in attributes, so the CSP hash holds.
 */
export const FRAMEWORK_LOADER_ID = 'framework-loader';

export const LOADER_ASYNC_ATTRIBUTE = 'data-async';
export const LOADER_NOMODULE_ATTRIBUTE = 'data-nomodule';
export const LOADER_PAYLOAD_ATTRIBUTE = 'data-payload';

/** A hidden tab never paints, so do not wait for ever. */
const PAINT_WAIT_MS = 250;

export const PAYLOAD_FAILED_MESSAGE =
  '[portfolio] The page\'s data script did not load, so its interactive parts (menu, carousel, chart) will not start; the page itself is complete.';

export const frameworkLoaderScript = `(function(){
var me=document.currentScript,done=false;
function list(name){return (me.getAttribute(name)||'').split(' ').filter(Boolean);}
var scripts=list(${JSON.stringify(LOADER_ASYNC_ATTRIBUTE)}),legacy=list(${JSON.stringify(LOADER_NOMODULE_ATTRIBUTE)}),payload=list(${JSON.stringify(LOADER_PAYLOAD_ATTRIBUTE)})[0];
function each(items,f){(function next(){if(!items.length)return;f(items.shift());setTimeout(next,0);})();}
function script(src){var s=document.createElement('script');s.async=true;s.setAttribute('async','');s.src=src;document.head.appendChild(s);}
function add(){if(done)return;done=true;
legacy.forEach(function(src){var s=document.createElement('script');s.setAttribute('nomodule','');s.src=src;document.body.appendChild(s);});
if(!payload){each(scripts,script);return;}
var ran=false,p=document.createElement('script');
p.onload=function(){ran=true;each(scripts,script);};
p.onerror=function(){console.error(${JSON.stringify(PAYLOAD_FAILED_MESSAGE)});};
p.src=payload;document.head.appendChild(p);
each(scripts.slice(),function(src){if(ran)return;var l=document.createElement('link');l.setAttribute('rel','preload');l.setAttribute('as','script');l.setAttribute('href',src);document.head.appendChild(l);});}
function painted(){var P=window.PerformanceObserver,types=P&&P.supportedEntryTypes||[];
if(types.indexOf('paint')<0){setTimeout(add,0);return;}
new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(add,0);}}).observe({type:'paint',buffered:true});}
function afterPaint(){requestAnimationFrame(painted);setTimeout(add,${PAINT_WAIT_MS});}
if(performance.getEntriesByName(${JSON.stringify(GATE_OPEN)}).length)afterPaint();else addEventListener(${JSON.stringify(GATE_OPEN)},afterPaint,{once:true});
})();`;
