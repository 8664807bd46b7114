import { styled } from '@pitchside/shared-ui/styled';
import { color, font, radius, shadow, space } from '@pitchside/shared-ui/tokens';
import { MAP_HEIGHT } from './map-size';

/** The map's frame, and Leaflet's parts re-themed with the design tokens (light and dark). */
export const MapFrame = styled.section`
  block-size: ${MAP_HEIGHT};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  overflow: hidden;
  /* Leaflet's panes and controls use z-indexes up to 1000: keep them below the app's sticky bars. */
  isolation: isolate;

  .leaflet-container {
    block-size: 100%;
    background: ${color.surfaceMuted};
    color: ${color.text};
    font: inherit;
  }

  .leaflet-popup-content-wrapper,
  .leaflet-popup-tip {
    background: ${color.surface};
    color: ${color.text};
    box-shadow: ${shadow.md};
  }

  .leaflet-popup-content a {
    color: ${color.primaryText};
    font-weight: ${font.weightMedium};
  }

  .leaflet-container a.leaflet-popup-close-button {
    color: ${color.textMuted};
  }

  /* Leaflet's credits rule names the container, and its sheet comes later: ours names it as well. */
  .leaflet-bar a,
  .leaflet-container .leaflet-control-attribution {
    background: ${color.surface};
    color: ${color.text};
  }

  /* Underlined: inside the attribution's text, colour alone would not mark them as links. */
  .leaflet-container .leaflet-control-attribution a {
    color: ${color.primaryText};
    text-decoration: underline;
  }

  .ps-map-marker {
    display: flex;
    align-items: flex-end;
    justify-content: center;
    background: none;
    border: 0;
  }

  .ps-map-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  .ps-map-price {
    flex: none;
    margin-block-end: ${space[2]};
    padding: ${space[1]} ${space[2]};
    border-radius: ${radius.full};
    background: ${color.primary};
    color: ${color.onPrimary};
    box-shadow: ${shadow.sm};
    font-size: ${font.sizeSm};
    font-weight: ${font.weightSemibold};
    white-space: nowrap;
  }

  .ps-map-cluster {
    display: grid;
    place-items: center;
    inline-size: 100%;
    block-size: 100%;
    border: 3px solid ${color.surface};
    border-radius: ${radius.full};
    background: ${color.secondary};
    color: ${color.onSecondary};
    box-shadow: ${shadow.md};
    font-weight: ${font.weightBold};
  }

  .ps-map-you {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    border: 3px solid ${color.surface};
    border-radius: ${radius.full};
    background: ${color.info};
    box-shadow: ${shadow.md};
  }

  .leaflet-marker-icon:focus-visible {
    outline: none;
  }

  .leaflet-marker-icon:focus-visible > span {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;

export const PopupBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space[1]};
  min-inline-size: 10rem;

  strong {
    font-size: ${font.sizeMd};
  }

  p {
    margin: 0;
  }
`;
