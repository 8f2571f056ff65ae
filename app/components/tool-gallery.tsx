import type { Picture } from "#app/models/tool-gallery.server.ts";

const pictureId = (index: number) => `picture-${index + 1}`;

/**
 * A tool's pictures without JavaScript: the thumbnails are links to the pictures' anchors, and CSS
 * shows the picture a link targets (`:target`). The first picture is written last, so a targeted
 * picture before it (a `peer`) hides it; with none targeted it is the one shown. A hidden picture
 * is lazy and display:none, so the browser fetches it only when it is asked for.
 */
export function ToolGallery({ pictures }: { pictures: Picture[] }) {
  const [first, ...others] = pictures;
  if (!first) return null;
  const image = "aspect-[4/3] w-full scroll-mt-4 bg-white object-contain panel";
  return (
    <section aria-label="Pictures">
      <div>
        {others.map((picture, index) => (
          <img
            key={picture.id}
            id={pictureId(index + 1)}
            src={picture.url}
            alt={picture.alt}
            width={400}
            height={300}
            loading="lazy"
            className={`peer hidden target:block ${image}`}
          />
        ))}
        <img
          id={pictureId(0)}
          src={first.url}
          alt={first.alt}
          width={400}
          height={300}
          className={`peer-target:hidden ${image}`}
        />
      </div>
      {others.length ? (
        <ul className="mt-3 flex flex-wrap gap-2">
          {pictures.map((picture, index) => (
            <li key={picture.id}>
              <a
                href={`#${pictureId(index)}`}
                className="block rounded ring-1 ring-gray-300 hover:ring-2 hover:ring-brand focus-visible:ring-2"
              >
                <span className="sr-only">Show picture {index + 1}: </span>
                <img
                  src={picture.url}
                  alt={picture.alt}
                  width={80}
                  height={60}
                  className="h-15 w-20 rounded bg-white object-contain"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
