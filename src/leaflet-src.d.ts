// Leaflet's own ES modules (src/lib/leafletParts.ts). They ship without types; what the app
// imports from them is typed through `leaflet` (@types/leaflet), which the build resolves there.
declare module 'leaflet/src/*'
