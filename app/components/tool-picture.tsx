/**
 * A tool's picture. Every tool picture is 4:3 (the catalogue's cards, the gallery, the admin's
 * thumbnails), so a page says only the width it shows it at: the height follows, and the browser
 * keeps the picture's place while it loads. `lazy` for pictures below the first screen.
 */
export function ToolPicture({
  id,
  src,
  alt,
  width,
  lazy = false,
  className,
}: {
  id?: string;
  src: string;
  alt: string;
  width: number;
  lazy?: boolean;
  className: string;
}) {
  return (
    <img
      id={id}
      src={src}
      alt={alt}
      width={width}
      height={(width * 3) / 4}
      loading={lazy ? "lazy" : undefined}
      className={className}
    />
  );
}
