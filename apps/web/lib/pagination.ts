/** The page links to show: the first, the last, and the neighbours of the current page, e.g. 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(page: number, totalPages: number): Array<number | 'gap'> {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1]);
  const sorted = [...wanted].filter((item) => item >= 1 && item <= totalPages).sort((a, b) => a - b);
  const result: Array<number | 'gap'> = [];
  for (const [index, item] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && item - previous > 1) result.push(item - previous === 2 ? item - 1 : 'gap');
    result.push(item);
  }
  return result;
}
