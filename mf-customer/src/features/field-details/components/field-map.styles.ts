import { styled } from '@pitchside/shared-ui/styled';
import { color, radius, shadow } from '@pitchside/shared-ui/tokens';

/** Class of the marker's element (Leaflet creates it outside React). */
export const PIN_CLASS = 'field-details-pin';

export const MapFrame = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  /* Leaflet's controls have high z-indexes; keep them under the shell's top bar and drawers. */
  isolation: isolate;

  .leaflet-container {
    block-size: 100%;
    inline-size: 100%;
    background: ${color.surfaceMuted};
    font: inherit;
  }

  /*
   * Leaflet's own stylesheet paints popups, controls and credits white: follow the theme instead. Its
   * credits rule names the container too, and its sheet comes later, so ours names it as well.
   */
  .leaflet-popup-content-wrapper,
  .leaflet-popup-tip,
  .leaflet-bar a,
  .leaflet-container .leaflet-control-attribution {
    background: ${color.surface};
    color: ${color.text};
  }
  .leaflet-bar a:hover {
    background: ${color.surfaceHover};
  }
  /* Underlined: inside the attribution's text, colour alone would not mark them as links. */
  .leaflet-container .leaflet-control-attribution a {
    color: ${color.primaryText};
    text-decoration: underline;
  }

  .${PIN_CLASS} {
    border: 3px solid ${color.surface};
    border-radius: ${radius.full};
    background: ${color.primary};
    box-shadow: ${shadow.md};
  }
`;
