import { IMAGE_WIDTHS, type CmsImage as Image } from '#schemas/media';

type CmsImageProps = {
  image: Image;
  alt: string;
  /** The `sizes` attribute: how wide the image is shown, per viewport. */
  sizes: string;
  /** Above the fold (the hero's image): loaded at once, first. Otherwise lazily. */
  priority?: boolean;
  className?: string | undefined;
};

/** The URL of an image at a width, through the site (Directus itself is not public). */
export function mediaUrl(id: string, width: number): string {
  return `/media/${id}?w=${width}`;
}

/**
 * A responsive CMS image: width-based sources served through the site, its intrinsic dimensions (no
 * layout shift), alt text from the CMS, lazy below the fold.
 */
export function CmsImage({ image, alt, sizes, priority = false, className }: CmsImageProps) {
  const widths = IMAGE_WIDTHS.filter((w) => w < image.width);
  widths.push(IMAGE_WIDTHS.find((w) => w >= image.width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!);
  const fallback = widths.find((w) => w >= 800) ?? widths[widths.length - 1]!;
  return (
    <img
      className={className}
      src={mediaUrl(image.id, fallback)}
      srcSet={widths.map((w) => `${mediaUrl(image.id, w)} ${Math.min(w, image.width)}w`).join(', ')}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
