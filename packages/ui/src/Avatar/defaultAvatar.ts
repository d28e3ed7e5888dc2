/** A neutral silhouette, used when a person has no photo or it fails to load. */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1a3461"/><circle cx="32" cy="25" r="12" fill="#7087b3"/><path d="M10 60c2-13 11-20 22-20s20 7 22 20z" fill="#7087b3"/></svg>`;

/** The default avatar image as a data URI. */
export const DEFAULT_AVATAR_SRC = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
