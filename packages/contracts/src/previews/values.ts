// Link previews (issue 35): the image size the Open Graph card asks for and the site's own words.

/** The preview image's size: the 1.91:1 card of Open Graph and Twitter's `summary_large_image`. */
export const PREVIEW_IMAGE_WIDTH = 1200;
export const PREVIEW_IMAGE_HEIGHT = 630;

/** The product's name, as the pages' `og:site_name` and the preview images show it. */
export const SITE_NAME = '게임셸프';

/** The query naming the review a shared game link is about: `/game/12?review=34`. */
export const SHARED_REVIEW_QUERY = 'review';
