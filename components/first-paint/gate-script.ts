import { THEME_SCRIPT } from '@/components/theme/theme-script';
import { GATE } from '@/lib/constants';

/** Two screens below the viewport, the next run of cards is built. */
const CARD_RUN_AHEAD = '200%';
import { CARD_LINK_ATTRIBUTE, CARD_RUN_TEXT_ATTRIBUTE, PRINT_TEXT_ATTRIBUTE, EARLY_CLICK_TARGETS, GATE_CLOSED_CLASS, GATE_OPEN, MOTION_CLASS, REVEALED_ATTRIBUTE } from './page-lifecycle';
import { REVEAL_DUE_SOURCE, REVEAL_SELECTOR } from './reveal-rule';

/**
 * In <head>, before the body is parsed. The card and print handlers are properties, so a second run
 * leaves one of each. The page scrolls to the top while its content is still skipped (then that layout
 * is nearly free); the reveals in view are read after the first frame, once content-visibility has
 * found what is near. What only print shows is built before printing and taken away after.
 */
export function gateScript(fontFamilies: { sans: string; serif: string }): string {
  const fontLoads = [`400 1em ${fontFamilies.sans}`, `300 1em ${fontFamilies.serif}`];
  const json = JSON.stringify;
  return `(function(){
var d=document.documentElement,w=window,opened=false,clicks=[];
d.classList.add(${json(GATE_CLOSED_CLASS)});
${THEME_SCRIPT}
var motion=!(w.matchMedia&&matchMedia('(prefers-reduced-motion: reduce)').matches);
if(motion)d.classList.add(${json(MOTION_CLASS)});
if('scrollRestoration' in history)history.scrollRestoration='manual';
function keep(e){var x=e.target,t=x&&x.closest&&x.closest(${json(EARLY_CLICK_TARGETS)});if(t){clicks.push(t);e.stopPropagation();}}
w.addEventListener('click',keep,true);
d.onclick=function(e){var x=e.target,c=x&&x.closest&&!x.closest('a, button')&&x.closest('[${CARD_LINK_ATTRIBUTE}]');if(c)w.open(c.getAttribute(${json(CARD_LINK_ATTRIBUTE)}),'_blank','noopener,noreferrer');};
w.__takeEarlyClicks=function(){w.removeEventListener('click',keep,true);return clicks.splice(0);};
var due=${REVEAL_DUE_SOURCE};
function revealInView(){document.querySelectorAll(${json(REVEAL_SELECTOR)}).forEach(function(e){if(due(e.getBoundingClientRect(),innerHeight))e.setAttribute(${json(REVEALED_ATTRIBUTE)},'');});}
function expandCardRuns(){var runs=[].slice.call(document.querySelectorAll('noscript[${CARD_RUN_TEXT_ATTRIBUTE}]'));if(!runs.length)return;
function build(){var n=runs.shift();if(n.isConnected){var t=document.createElement('template');t.innerHTML=n.textContent;n.parentNode.replaceChild(t.content,n);}}
buildAllRuns=function(){while(runs.length)build();};
if(!w.IntersectionObserver){while(runs.length)build();return;}
var near=new IntersectionObserver(function(es){if(!es.some(function(e){return e.isIntersecting;}))return;near.disconnect();build();watch();},{rootMargin:'0px 0px ${CARD_RUN_AHEAD}'});
function watch(){var n=runs[0];if(!n)return;var p=n.previousElementSibling,last=p&&p.lastElementChild;if(last)near.observe(last);else{build();watch();}}
watch();}
var printed=[],buildAllRuns=function(){};
w.onbeforeprint=function(){buildAllRuns();document.querySelectorAll('noscript[${PRINT_TEXT_ATTRIBUTE}]').forEach(function(n){var t=document.createElement('template');t.innerHTML=n.textContent;printed.push.apply(printed,[].slice.call(t.content.childNodes));n.after(t.content);});};
w.onafterprint=function(){printed.splice(0).forEach(function(x){x.remove();});};
function afterFrame(f){requestAnimationFrame(function(){setTimeout(f,0);});}
function open(){if(opened)return;opened=true;w.scrollTo(0,0);d.classList.remove(${json(GATE_CLOSED_CLASS)});if(motion)afterFrame(revealInView);performance.mark(${json(GATE_OPEN)});w.dispatchEvent(new Event(${json(GATE_OPEN)}));expandCardRuns();}
var f=document.fonts;
var fonts=f?Promise.all(${json(fontLoads)}.map(function(s){return f.load(s);})):Promise.resolve();
var load=new Promise(function(r){if(document.readyState==='complete')r();else w.addEventListener('load',function(){r();},{once:true});});
Promise.all([fonts.catch(function(){}),load]).then(open);
setTimeout(open,${GATE.giveUpMs});
})();`;
}

export function primaryFamily(fontFamily: string): string {
  return fontFamily.split(',')[0]?.trim() ?? fontFamily;
}
