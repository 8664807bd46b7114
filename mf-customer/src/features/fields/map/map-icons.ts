import L from 'leaflet';

// Markers are built from DOM nodes with textContent (never HTML strings): field names are user text.

const node = (className: string, text?: string) => {
  const element = document.createElement('span');
  element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
};

/** Height of a price label above its point, so a popup opens above the label instead of over it. */
const PRICE_LABEL_PX = 36;

/** A price label pointing at the field; its spoken name starts with the field's name. */
export function priceIcon(name: string, price: string): L.DivIcon {
  const label = node('ps-map-price');
  label.append(node('ps-map-hidden', `${name}, `), price);
  // A zero-sized anchor at the point; the label is centred on it by CSS, whatever its width.
  return L.divIcon({ html: label, className: 'ps-map-marker', iconSize: [0, 0], popupAnchor: [0, -PRICE_LABEL_PX] });
}

/** A cluster of fields, showing how many it holds. */
export function clusterIcon(count: string, label: string): L.DivIcon {
  const bubble = node('ps-map-cluster');
  bubble.append(node('ps-map-hidden', label), node('', count));
  bubble.lastElementChild?.setAttribute('aria-hidden', 'true');
  return L.divIcon({ html: bubble, className: 'ps-map-marker', iconSize: [40, 40] });
}

/** The visitor's position when "near me" is on. */
export function youIcon(label: string): L.DivIcon {
  const dot = node('ps-map-you');
  dot.append(node('ps-map-hidden', label));
  return L.divIcon({ html: dot, className: 'ps-map-marker', iconSize: [18, 18] });
}
