type Attributes = Record<string, string | number | boolean | undefined>;

/** Small element factory for the overlay's plain-DOM panels. */
export function h<K extends keyof HTMLElementTagNameMap>(
  document: Document,
  tag: K,
  attributes: Attributes = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    if (name === 'className') element.className = String(value);
    else if (name === 'text') element.textContent = String(value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  element.append(...children);
  return element;
}

export function checkbox(
  document: Document,
  label: string,
  checked: boolean,
  onChange: (checked: boolean) => void,
): { element: HTMLLabelElement; input: HTMLInputElement } {
  const input = h(document, 'input', { type: 'checkbox' });
  input.checked = checked;
  input.addEventListener('change', () => onChange(input.checked));
  return { element: h(document, 'label', { className: 'ade-toggle' }, input, ` ${label}`), input };
}

export function button(document: Document, label: string, onClick: () => void): HTMLButtonElement {
  const element = h(document, 'button', { type: 'button', text: label });
  element.addEventListener('click', onClick);
  return element;
}
