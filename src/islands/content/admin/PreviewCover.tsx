/** The entry's cover in React: the uploaded photo, or the same SVG as src/components/art/Cover.astro. */
import { coverSvgBody, type CoverKey } from '~/components/art/cover-glyphs';

/**
 * A cover with its alt text (empty alt marks it decorative): the editor's photo (`photo`, the URL
 * Decap gives for the uploaded file) cropped to 8:5 like EntryCover.astro, else the illustration
 * by key, else a blank 8:5 box.
 */
export function PreviewCover({
  cover,
  photo,
  alt,
}: {
  cover: CoverKey | undefined;
  photo?: string | undefined;
  alt: string;
}) {
  if (photo) {
    return <img className="photo-cover" src={photo} alt={alt} width="640" height="400" />;
  }
  // An empty SVG, not a box of its own: the pages' rules for the cover (`.event-cover svg`) size it.
  if (!cover) {
    return (
      <svg
        className="cover cover--empty"
        viewBox="0 0 320 200"
        width="320"
        height="200"
        aria-hidden
      />
    );
  }
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
