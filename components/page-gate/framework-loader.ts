import { GATE_OPEN } from '@/lib/page-lifecycle';

/**
 * Adds back the scripts scripts/defer-framework.mjs took out, after the first paint, so nothing competes
 * with it. URLs live in data attributes so the script's CSP hash is stable; they stay `async` because
 * React finds its hoisted scripts by `script[async][src]`.
 */
export const FRAMEWORK_LOADER_ID = 'framework-loader';

export const LOADER_ASYNC_ATTRIBUTE = 'data-async';
export const LOADER_NOMODULE_ATTRIBUTE = 'data-nomodule';

/** A hidden tab never paints, so do not wait for ever. */
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
