import { GATE } from '@/lib/constants';
import { CARD_LINK_ATTRIBUTE, EARLY_CLICK_TARGETS, GATE_CLOSED_CLASS, GATE_OPEN, MOTION_CLASS, REVEALED_ATTRIBUTE } from '@/lib/page-lifecycle';
import { REVEAL_DUE_SOURCE, REVEAL_SELECTOR } from '@/lib/reveal-rule';

/**
 * The page gate, as a script that runs in <head> before the body is parsed, so it needs no
 * framework and delays nothing. It closes the gate (CSS hides the content and shows the spinner),
 * then opens it once both fonts and the window load are done, or after GATE.giveUpMs: it scrolls
 * to the top, starts in CSS the entrances of what is in view (the reveals by the spec's rule; the
 * hero's words and tags start from the class change alone), marks the moment and dispatches it.
 * Until the islands hydrate it keeps each click on a button, for replayEarlyClicks to carry out.
 * For good it follows a click on a project card itself (not on one of its links) to the card's
 * link: the cards are HTML that no island hydrates (see projects-block.tsx). That handler is the
 * root's onclick property, so however often the script runs there is one.
 * Without JavaScript the gate never closes. Unless reduced motion is requested it marks <html>
 * with MOTION_CLASS, under which CSS hides what animates in.
 */
export function gateScript(fontFamilies: { sans: string; serif: string }): string {
  const fontLoads = [`400 1em ${fontFamilies.sans}`, `300 1em ${fontFamilies.serif}`];
  const json = JSON.stringify;
  return `(function(){
var d=document.documentElement,w=window,opened=false,clicks=[];
d.classList.add(${json(GATE_CLOSED_CLASS)});
var motion=!(w.matchMedia&&matchMedia('(prefers-reduced-motion: reduce)').matches);
if(motion)d.classList.add(${json(MOTION_CLASS)});
if('scrollRestoration' in history)history.scrollRestoration='manual';
function keep(e){var x=e.target,t=x&&x.closest&&x.closest(${json(EARLY_CLICK_TARGETS)});if(t){clicks.push(t);e.stopPropagation();}}
w.addEventListener('click',keep,true);
d.onclick=function(e){var x=e.target,c=x&&x.closest&&!x.closest('a, button')&&x.closest('[${CARD_LINK_ATTRIBUTE}]');if(c)w.open(c.getAttribute(${json(CARD_LINK_ATTRIBUTE)}),'_blank','noopener,noreferrer');};
w.__takeEarlyClicks=function(){w.removeEventListener('click',keep,true);return clicks.splice(0);};
var due=${REVEAL_DUE_SOURCE};
function revealInView(){document.querySelectorAll(${json(REVEAL_SELECTOR)}).forEach(function(e){if(due(e.getBoundingClientRect(),innerHeight))e.setAttribute(${json(REVEALED_ATTRIBUTE)},'');});}
function open(){if(opened)return;opened=true;d.classList.remove(${json(GATE_CLOSED_CLASS)});w.scrollTo(0,0);if(motion)revealInView();performance.mark(${json(GATE_OPEN)});w.dispatchEvent(new Event(${json(GATE_OPEN)}));}
var f=document.fonts;
var fonts=f?Promise.all(${json(fontLoads)}.map(function(s){return f.load(s);})):Promise.resolve();
var load=new Promise(function(r){if(document.readyState==='complete')r();else w.addEventListener('load',function(){r();},{once:true});});
Promise.all([fonts.catch(function(){}),load]).then(open);
setTimeout(open,${GATE.giveUpMs});
})();`;
}

/** The first family in a `font-family` list, as CSS quotes it. */
export function primaryFamily(fontFamily: string): string {
  return fontFamily.split(',')[0]?.trim() ?? fontFamily;
}
