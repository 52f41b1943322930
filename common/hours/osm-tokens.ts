/**
 * A deliberately small tokenizer for the part of the opening_hours syntax the weekly grid can hold.
 * Anything else (comments, open ends, nth weekdays, week numbers, free text…) makes it return null,
 * which tells the editor to show the raw value instead of guessing.
 */
export type Token =
  | { t: 'time'; minutes: number }
  | { t: 'num'; value: number; digits: number }
  | { t: 'day'; index: number } // 0 = Monday
  | { t: 'month'; month: number } // 1 = January
  | { t: 'word'; word: 'ph' | 'off' | 'sunrise' | 'sunset' | '24/7' }
  | { t: ';' | ',' | '-' | ':' };

const DAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'];
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WORDS: Record<string, 'ph' | 'off' | 'sunrise' | 'sunset'> = { ph: 'ph', off: 'off', closed: 'off', sunrise: 'sunrise', sunset: 'sunset' };
const PATTERN = /\s*(?:(24\/7)|(\d{1,2}):(\d{2})(?!\d)|(\d+)|([a-z]+)|([;,:-]))/iy;

export function tokenize(value: string): Token[] | null {
  const tokens: Token[] = [];
  PATTERN.lastIndex = 0;
  const text = value.trimEnd();
  while (PATTERN.lastIndex < text.length) {
    const m = PATTERN.exec(text);
    if (!m) return null;
    if (m[1]) tokens.push({ t: 'word', word: '24/7' });
    else if (m[2] !== undefined) {
      const [h, min] = [Number(m[2]), Number(m[3])];
      if (min > 59 || h > 24 || (h === 24 && min > 0)) return null;
      tokens.push({ t: 'time', minutes: h * 60 + min });
    } else if (m[4] !== undefined) tokens.push({ t: 'num', value: Number(m[4]), digits: m[4].length });
    else if (m[5] !== undefined) {
      const w = m[5].toLowerCase();
      if (DAYS.includes(w)) tokens.push({ t: 'day', index: DAYS.indexOf(w) });
      else if (MONTHS.includes(w)) tokens.push({ t: 'month', month: MONTHS.indexOf(w) + 1 });
      else if (WORDS[w]) tokens.push({ t: 'word', word: WORDS[w] });
      else return null;
    } else tokens.push({ t: m[6] as ';' | ',' | '-' | ':' });
  }
  return tokens;
}

/** A cursor over the tokens of one rule, with typed "take if it is a …" helpers. */
export class Cursor {
  private i = 0;
  constructor(private readonly tokens: Token[]) {}
  get done(): boolean {
    return this.i >= this.tokens.length;
  }
  peek(offset = 0): Token | undefined {
    return this.tokens[this.i + offset];
  }
  take<K extends Token['t']>(t: K): Extract<Token, { t: K }> | undefined {
    const tok = this.tokens[this.i];
    if (tok?.t !== t) return undefined;
    this.i++;
    return tok as Extract<Token, { t: K }>;
  }
  takeWord(word: string): boolean {
    const tok = this.tokens[this.i];
    if (tok?.t !== 'word' || tok.word !== word) return false;
    this.i++;
    return true;
  }
}
