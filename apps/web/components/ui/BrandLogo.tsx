/**
 * A brand's logo (a 2:1 SVG drawn by the API), sized so it takes its place before it loads. Renders nothing for a
 * brand without one. Decorative next to the brand's name unless `alt` is given.
 */
export function BrandLogo({
  logo,
  alt = '',
  eager = false,
  className,
}: {
  logo: string | null;
  alt?: string;
  eager?: boolean;
  className: string;
}) {
  if (!logo) return null;
  return (
    <img
      src={logo}
      alt={alt}
      width={400}
      height={200}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`aspect-[2/1] rounded-xl ${className}`}
    />
  );
}
