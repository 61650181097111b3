import { THEME_ATTRIBUTE, THEME_COLOR_META, THEME_STORAGE_KEY } from './theme-choice';

/** applyTheme's steps as source text for the gate's script, in a module of its own so that no island's chunk carries it. */
export const THEME_SCRIPT = `var theme;try{theme=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});}catch(e){}
if(theme!=='light'&&theme!=='dark')theme='system';
d.setAttribute(${JSON.stringify(THEME_ATTRIBUTE)},theme);
var own=theme!=='system'&&document.querySelector(${JSON.stringify(THEME_COLOR_META)}+'[media*="'+theme+'"]');
if(own){var chosen=own.cloneNode();chosen.removeAttribute('media');own.parentNode.insertBefore(chosen,document.querySelector(${JSON.stringify(THEME_COLOR_META)}));}`;
