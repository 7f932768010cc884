/**
 * The web font never touches the first page a shopper opens: that page is drawn in the system font
 * (globals.css), and the font files (~127 KB) are fetched into the HTTP cache once it has loaded. From then on
 * (`localStorage['wb_fonts']`) pages get `html.wb-fonts`, which puts IBM Plex Sans Arabic first, before their first
 * paint, and the first page itself switches on the next in-app navigation (where the Navigation API exists).
 *
 * Why not swap the font in on the first page: on a cheap phone each swap re-lays out every line of Arabic text
 * (~150 ms of main thread per swap on the home page at Lighthouse's 4× slowdown), while the shopper is starting to
 * read and scroll; and the files would compete with the first product images on a slow network.
 *
 * An inline script in <head> rather than a component: it must run before the first paint, and it costs no bundle.
 * It is written as a function for readability and sent as its source.
 */
function fontsAfterLoad() {
  const key = 'wb_fonts';
  const root = document.documentElement;
  const applyFont = () => root.classList.add('wb-fonts');
  try {
    if (localStorage.getItem(key)) {
      applyFont();
      return;
    }
  } catch {
    return; // storage blocked: stay with the system font
  }
  addEventListener('load', () => {
    const files: string[] = [];
    for (const sheet of Array.from(document.styleSheets)) {
      let rules: CSSRule[];
      try {
        rules = Array.from(sheet.cssRules);
      } catch {
        continue; // another origin's sheet (an extension's): not ours to read
      }
      for (const rule of rules) {
        if (!(rule instanceof CSSFontFaceRule)) continue;
        if (!rule.style.getPropertyValue('font-family').includes('IBM Plex Sans Arabic')) continue;
        const file = /url\(["']?([^"')]+)/.exec(rule.style.getPropertyValue('src'))?.[1];
        // Relative to the stylesheet that declares it, not to the page.
        if (file) files.push(new URL(file, sheet.href ?? location.href).href);
      }
    }
    // Plain fetches fill the HTTP cache without making the page's fonts reload (and its text re-lay out).
    const fetchFile = (file: string) =>
      fetch(file, { priority: 'low' } as RequestInit).then((response) => {
        if (!response.ok) throw new Error(`${file}: ${response.status}`);
        return response.arrayBuffer();
      });
    Promise.all(files.map(fetchFile))
      .then(() => {
        localStorage.setItem(key, '1');
        const navigation = (window as { navigation?: EventTarget }).navigation;
        navigation?.addEventListener('navigate', (event) => {
          if ((event as Event & { navigationType?: string }).navigationType !== 'replace') applyFont();
        });
      })
      .catch(() => {
        // Offline or blocked: the next page tries again.
      });
  });
}

export const fontsAfterLoadScript = `(${fontsAfterLoad.toString()})()`;
