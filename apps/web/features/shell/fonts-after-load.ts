/**
 * The web font is asked for only once the page has loaded: on a slow network its four files (~127 KB) then no longer
 * compete with the first product images and the page's script (globals.css: the font stack is swapped in by
 * `html.wb-fonts`). Later pages of the visit, with the fonts in the cache, get the class before their first paint.
 *
 * An inline script in <head> rather than a component: it must run before the first paint, and it costs no bundle.
 */
export const fontsAfterLoadScript =
  "try{var d=document.documentElement,k='wb_fonts',c='wb-fonts';" +
  'if(sessionStorage.getItem(k))d.classList.add(c);' +
  "else addEventListener('load',function(){d.classList.add(c);try{sessionStorage.setItem(k,'1')}catch(e){}})}" +
  'catch(e){}';
