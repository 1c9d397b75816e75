/**
 * What the filter bar's buttons open: the menus' panels and the phone's filter drawer. They load
 * when a menu is first pointed at or opened, not with the map or list screen. This module is that
 * one lazy chunk's entry: the filter bar imports it dynamically, so the parts load together.
 */
export { FilterDrawer } from './FilterDrawer'
export { FilterPopover } from './FilterPopover'
export { HomeTypeChoices, StatusChoice } from './filterChoices'
export { MoreFields } from './MoreFields'
export { PriceSlider } from './PriceSlider'
