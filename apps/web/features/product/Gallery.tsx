import type { ProductDetails } from '@wb/contract';

/**
 * The product's images: a swipeable strip (scroll-snap, no script) with thumbnails that jump to each image. The first
 * image is the page's largest paint: loaded eagerly with high priority; the rest lazily.
 */
export function Gallery({ images, title }: { images: ProductDetails['images']; title: string }) {
  if (images.length === 0) return <div className="aspect-square rounded-card bg-brand-50" />;
  const picture = (image: (typeof images)[number], index: number) => (
    <img
      src={image.url}
      alt={image.alt || title}
      width={image.width}
      height={image.height}
      loading={index === 0 ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : 'auto'}
      decoding={index === 0 ? 'sync' : 'async'}
      className="aspect-square w-full object-contain"
    />
  );
  if (images.length === 1 && images[0]) {
    return <div className="overflow-hidden rounded-card bg-white ring-1 ring-line">{picture(images[0], 0)}</div>;
  }
  return (
    <div>
      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable strip must be reachable by keyboard to scroll.
        tabIndex={0}
        aria-label="صور المنتج"
        className="scrollbar-none flex snap-x snap-mandatory overflow-x-auto rounded-card bg-white ring-1 ring-line"
      >
        {images.map((image, index) => (
          <li key={image.url} id={`image-${index + 1}`} className="w-full shrink-0 snap-center">
            {picture(image, index)}
          </li>
        ))}
      </ul>
      {images.length > 1 && (
        <ul className="mt-3 flex gap-2">
          {images.map((image, index) => (
            <li key={image.url}>
              <a
                href={`#image-${index + 1}`}
                className="block size-16 overflow-hidden rounded-xl ring-1 ring-line hover:ring-brand-300"
              >
                <img src={image.url} alt="" width={64} height={64} loading="lazy" decoding="async" />
                <span className="sr-only">الصورة {index + 1}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
