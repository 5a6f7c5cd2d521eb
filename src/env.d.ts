/** The id of this build; the same in every page and in every API answer's x-client-version. */
declare const __BUILD_ID__: string;
