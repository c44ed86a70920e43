import { secureHeaders } from "hono/secure-headers";

/**
 * Headers for every Worker response. The SPA's static files get the same set
 * from web/public/_headers, because assets are served without the Worker.
 */
export const apiSecurityHeaders = secureHeaders({
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  // No feature the app does not use: camera, microphone, location, payment APIs and the like.
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
    browsingTopics: [],
  },
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    styleSrc: ["'unsafe-inline'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
  },
});
