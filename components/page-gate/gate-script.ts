import { GATE } from '@/lib/constants';

export const GATE_CLOSED_CLASS = 'gate-closed';
/** On <html> when JavaScript runs and motion is welcome: the CSS then hides what the islands animate in. */
export const MOTION_CLASS = 'motion';
export const GATE_OPEN_MARK = 'gate-open';

/**
 * The page gate, as a script that runs in <head> before the body is parsed, so it needs no
 * framework and delays nothing: it closes the gate (CSS hides the content and shows the spinner),
 * then opens it once both fonts and the window load are done, scrolls to the top and marks the
 * moment. It gives up after GATE.giveUpMs. Without JavaScript the gate never closes.
 * It also marks <html> with MOTION_CLASS unless reduced motion is requested, so what the islands
 * animate in is already hidden when the gate opens, before React has hydrated.
 */
export function gateScript(fontFamilies: { sans: string; serif: string }): string {
  const fontLoads = [`400 1em ${fontFamilies.sans}`, `300 1em ${fontFamilies.serif}`];
  return `(function(){
var d=document.documentElement,opened=false;
d.classList.add(${JSON.stringify(GATE_CLOSED_CLASS)});
if(!(window.matchMedia&&matchMedia('(prefers-reduced-motion: reduce)').matches))d.classList.add(${JSON.stringify(MOTION_CLASS)});
if('scrollRestoration' in history)history.scrollRestoration='manual';
function open(){if(opened)return;opened=true;d.classList.remove(${JSON.stringify(GATE_CLOSED_CLASS)});window.scrollTo(0,0);performance.mark(${JSON.stringify(GATE_OPEN_MARK)});}
var f=document.fonts;
var fonts=f?Promise.all(${JSON.stringify(fontLoads)}.map(function(s){return f.load(s);})):Promise.resolve();
var load=new Promise(function(r){if(document.readyState==='complete')r();else addEventListener('load',function(){r();},{once:true});});
Promise.all([fonts.catch(function(){}),load]).then(open);
setTimeout(open,${GATE.giveUpMs});
})();`;
}

/** The first family in a `font-family` list, as CSS quotes it. */
export function primaryFamily(fontFamily: string): string {
  return fontFamily.split(',')[0]?.trim() ?? fontFamily;
}
