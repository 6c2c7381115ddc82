// Link previews (issue 35): the image size the Open Graph card asks for and the site's own words.

/** The preview image's size: the 1.91:1 card of Open Graph and Twitter's `summary_large_image`. */
export const PREVIEW_IMAGE_WIDTH = 1200;
export const PREVIEW_IMAGE_HEIGHT = 630;

/** The product's name, as the pages' `og:site_name` and the preview images show it. */
export const SITE_NAME = '게임셸프';

/** The description of pages with nothing of their own to say (and of private or missing things). */
export const SITE_DESCRIPTION = '모든 플랫폼의 게임을 한곳에서 찾아보고 기록하세요.';

/** The query naming the review a shared game link is about: `/game/12?review=34`. */
export const SHARED_REVIEW_QUERY = 'review';
