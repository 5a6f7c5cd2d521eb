/** The site's cover illustration in React: the same SVG as src/components/art/Cover.astro. */
import { coverSvgBody, type CoverKey } from '~/components/art/cover-glyphs';

/** A cover by key with its alt text (empty alt marks it decorative); a blank 8:5 box without a key. */
export function PreviewCover({ cover, alt }: { cover: CoverKey | undefined; alt: string }) {
  if (!cover) return <div className="cover cover--empty" aria-hidden="true" />;
  const a11y = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  return (
    <svg
      className="cover"
      viewBox="0 0 320 200"
      width="320"
      height="200"
      {...a11y}
      dangerouslySetInnerHTML={{ __html: coverSvgBody(cover) }}
    />
  );
}
