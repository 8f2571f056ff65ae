import type { Picture } from "#app/models/tool-gallery.server.ts";
import { ToolPicture } from "./tool-picture";

const pictureId = (index: number) => `picture-${index + 1}`;

/**
 * A tool's pictures without JavaScript: the thumbnails are links to the pictures' anchors, and CSS
 * shows the picture a link targets (`:target`). The first picture is written last, so a targeted
 * picture before it (a `peer`) hides it; with none targeted it is the one shown. A hidden picture
 * is lazy and display:none, so the browser fetches it only when it is asked for.
 */
export function ToolGallery({
  pictures,
  className = "",
}: {
  pictures: Picture[];
  className?: string;
}) {
  const [first, ...others] = pictures;
  if (!first) return null;
  // On a phone the picture is kept short, so the price and the order buttons below it show in
  // the first screen; from `sm` up it takes its 4:3 at the column's width.
  const image =
    "aspect-[4/3] max-h-52 w-full scroll-mt-4 bg-white object-contain panel sm:max-h-none";
  return (
    <section aria-label="Pictures" className={className}>
      <div>
        {others.map((picture, index) => (
          <ToolPicture
            key={picture.id}
            id={pictureId(index + 1)}
            src={picture.url}
            alt={picture.alt}
            width={400}
            lazy
            className={`peer hidden target:block ${image}`}
          />
        ))}
        <ToolPicture
          id={pictureId(0)}
          src={first.url}
          alt={first.alt}
          width={400}
          className={`peer-target:hidden ${image}`}
        />
      </div>
      {others.length ? (
        <ul className="mt-2 flex flex-wrap gap-2 sm:mt-3">
          {pictures.map((picture, index) => (
            <li key={picture.id}>
              <a
                href={`#${pictureId(index)}`}
                className="block rounded ring-1 ring-gray-300 hover:ring-2 hover:ring-brand focus-visible:ring-2"
              >
                <span className="sr-only">Show picture {index + 1}: </span>
                <ToolPicture
                  src={picture.url}
                  alt={picture.alt}
                  width={80}
                  className="h-12 w-16 rounded bg-white object-contain sm:h-15 sm:w-20"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
