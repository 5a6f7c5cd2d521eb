// Neither package ships types; only what tests/built/structured-data.test.ts uses is declared.

declare module '@marbec/web-auto-extractor' {
  /** The structured data of one HTML document: JSON-LD, microdata and RDFa, by type. */
  export interface Extracted {
    jsonld: Record<string, unknown[]>;
    errors?: unknown[];
  }
  /** Reads a page's structured data as search engines do. */
  export default class WebAutoExtractor {
    constructor(options: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): Extracted;
  }
}

declare module '@adobe/structured-data-validator' {
  import type { Extracted } from '@marbec/web-auto-extractor';
  /** One finding of Google's rich-result rules. */
  export interface Issue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    fieldNames?: string[];
  }
  /** Google's rich-result rules (with schema.org's vocabulary, when given it). */
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(data: Extracted): Promise<Issue[]>;
  }
}
