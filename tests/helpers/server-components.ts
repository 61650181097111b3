import { cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react';

type AnyProps = Record<string, unknown>;

const holdsElements = (value: unknown): boolean => isValidElement(value) || (Array.isArray(value) && value.some(holdsElements));

/**
 * A tree as the page's payload carries it: each async server component inside, in children or
 * another prop, replaced by what it rendered, as the build does before the browser sees it.
 * jsdom's React renders no async component; everything else is left for the test to render.
 */
export async function renderAsyncServerComponents(node: ReactNode): Promise<ReactNode> {
  if (Array.isArray(node)) return Promise.all(node.map(renderAsyncServerComponents));
  if (!isValidElement(node)) return node;
  const element = node as ReactElement<AnyProps>;
  if (typeof element.type === 'function' && element.type.constructor.name === 'AsyncFunction') {
    return renderAsyncServerComponents(await (element.type as (props: AnyProps) => Promise<ReactNode>)(element.props));
  }
  // Children and any other prop that holds elements (ProjectsBlock's built cards).
  const resolved = await Promise.all(
    Object.entries(element.props)
      .filter(([, value]) => holdsElements(value))
      .map(async ([name, value]) => [name, await renderAsyncServerComponents(value as ReactNode)] as const),
  );
  if (!resolved.length) return element;
  const { children, ...props } = Object.fromEntries(resolved);
  // Static children go back as arguments, as JSX passes them, so React does not take them for a list.
  if (Array.isArray(children) && Array.isArray(element.props.children)) return cloneElement(element, props, ...(children as ReactNode[]));
  return cloneElement(element, children === undefined ? props : { ...props, children });
}
