/**
 * A text with values as a client island receives it. Props reach the browser as JSON, which holds
 * no function: the server turns the dictionary's function into a string with holes, the island fills them.
 */
export type Template<Values extends readonly (string | number)[]> = string & { readonly __values?: Values };

// Private-use characters: no translation writes them, so a hole is never mistaken for text.
const hole = (index: number) => `\u{E000}${index}\u{E001}`;
const HOLES = /\u{E000}(\d+)\u{E001}/gu;

export function template<Values extends readonly (string | number)[]>(message: (...values: Values) => string): Template<Values> {
  const holes = Array.from({ length: message.length }, (_, index) => hole(index));
  return message(...(holes as unknown as Values));
}

export function fill<Values extends readonly (string | number)[]>(text: Template<Values>, ...values: Values): string {
  return text.replace(HOLES, (_, index: string) => String(values[Number(index)]));
}

/** As fill, but the text's pieces in order, each hole its value as given: a value that carries its own language stays an element. */
export function fillParts<Value>(text: Template<readonly (string | number)[]>, ...values: Value[]): (string | Value)[] {
  return text.split(HOLES).flatMap<string | Value>((piece, index) => (index % 2 === 1 ? [values[Number(piece)]!] : piece ? [piece] : []));
}
