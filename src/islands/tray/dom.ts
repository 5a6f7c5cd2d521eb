/**
 * A small element builder for the tray's view, which renders without React (issue 44: React's
 * evaluation alone cost the tray page a low-tier phone's 150 ms). `h('p', { class: 'x' }, …)`:
 * attributes as given (false, null and undefined left out, true as an empty attribute), children
 * as text nodes or elements, nested arrays flattened.
 */

/** A child of an element: text, an element, nothing, or a list of them. */
export type Child = Node | string | number | false | null | undefined | readonly Child[];

/** An element's attributes by their HTML names. */
export type Attributes = Record<string, string | number | boolean | null | undefined>;

/** Append `children` to `parent`, text as text nodes. */
export function append(parent: Node, children: readonly Child[]): void {
  for (const child of children) {
    if (child === false || child === null || child === undefined) continue;
    if (Array.isArray(child)) append(parent, child as readonly Child[]);
    else if (child instanceof Node) parent.appendChild(child);
    else parent.appendChild(document.createTextNode(String(child as string | number)));
  }
}

/** A new `tag` element with `attributes` and `children`. */
export function h(tag: string, attributes: Attributes | null, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes ?? {})) {
    if (value === false || value === null || value === undefined) continue;
    element.setAttribute(name, value === true ? '' : String(value));
  }
  append(element, children);
  return element;
}
