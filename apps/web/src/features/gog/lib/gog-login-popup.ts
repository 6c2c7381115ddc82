import { GOG_POPUP } from '@gameshelf/contracts';
import { openPopup, popupFeatures } from '../../../lib/popup-window.ts';

/** The login popup's window name: pressing the button again reuses the same window. */
export const GOG_LOGIN_WINDOW = 'gog-login';

/** Opens GOG's login in a 600×700 popup (spec 3 §9); false when the browser blocked it. */
export const openGogLoginPopup = (authUrl: string): boolean =>
  openPopup(authUrl, GOG_LOGIN_WINDOW, popupFeatures(GOG_POPUP.width, GOG_POPUP.height));
