/**
 * Answers serialised once and kept in memory: the catalog is fixed per build, so an answer depends
 * only on its key (scope, context, day part, query, point…), and the bytes and ETag of a key can be
 * reused by every later request instead of serialising and encoding them again.
 */
import { createHash } from 'node:crypto';

/** A JSON answer as UTF-8 bytes with a strong ETag computed from them. */
export interface Answer {
  readonly body: Uint8Array<ArrayBuffer>;
  readonly etag: string;
}

const encoder = new TextEncoder();

/** Encode a serialised answer and compute its ETag (a hash of the bytes). */
export function toAnswer(text: string): Answer {
  const body = encoder.encode(text);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { body, etag };
}

/** True when an If-None-Match header names `etag` (or is `*`); weak validators match too. */
export function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

/**
 * Answers by key, least recently used first out once their bytes pass `maxBytes`; `build` runs
 * only for a key not held.
 */
export class AnswerCache {
  readonly #answers = new Map<string, Answer>();
  readonly #maxBytes: number;
  #bytes = 0;

  constructor(maxBytes: number) {
    this.#maxBytes = maxBytes;
  }

  /** The answer of `key`, built and kept on first use. */
  get(key: string, build: () => string): Answer {
    const held = this.#answers.get(key);
    if (held) {
      this.#answers.delete(key);
      this.#answers.set(key, held);
      return held;
    }
    const answer = toAnswer(build());
    this.#answers.set(key, answer);
    this.#bytes += answer.body.byteLength;
    for (const [oldest, old] of this.#answers) {
      if (this.#bytes <= this.#maxBytes || oldest === key) break;
      this.#answers.delete(oldest);
      this.#bytes -= old.body.byteLength;
    }
    return answer;
  }

  /** How many answers are held. */
  get size(): number {
    return this.#answers.size;
  }

  /** How many bytes the held answers take. */
  get bytes(): number {
    return this.#bytes;
  }
}
