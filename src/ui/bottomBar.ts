/**
 * The height of the bar at the foot of the screen (a listing's Contact and Call on a phone, the
 * map's List button), kept on the document as a custom property (useBottomBar): notices stand
 * above the bar instead of over its buttons. A bar its own CSS hides (on a wide screen) measures
 * zero; without a bar the property is unset.
 */
export const BOTTOM_BAR_HEIGHT = '--bottom-bar'
