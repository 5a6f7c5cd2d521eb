/** The id of this build; the same in every page and in every API answer's x-client-version. */
declare const __BUILD_ID__: string;
/** True in the Netlify build (`NETLIFY` set at build time), false in the Node server's build. */
declare const __ON_NETLIFY__: boolean;
