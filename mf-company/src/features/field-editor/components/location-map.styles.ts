import { styled } from '@pitchside/shared-ui/styled';
import { color, radius, shadow } from '@pitchside/shared-ui/tokens';

export const MapFrame = styled.div`
  block-size: 18rem;
  overflow: hidden;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  /* Without tiles (offline) the map still shows a calm surface under the pin. */
  background: ${color.surfaceMuted};

  /* Leaflet paints its credits white whatever the theme; its rule names the container, and so does ours. */
  .leaflet-container .leaflet-control-attribution {
    background: ${color.surface};
    color: ${color.text};
  }
  /* Underlined: inside the attribution's text, colour alone would not mark them as links. */
  .leaflet-container .leaflet-control-attribution a {
    color: ${color.primaryText};
    text-decoration: underline;
  }

  .leaflet-container {
    block-size: 100%;
    inline-size: 100%;
    background: ${color.surfaceMuted};
    font: inherit;
  }
  .field-pin {
    display: block;
    inline-size: 1.5rem;
    block-size: 1.5rem;
    border: 3px solid ${color.surface};
    border-radius: ${radius.full} ${radius.full} ${radius.full} 0;
    background: ${color.primary};
    box-shadow: ${shadow.md};
    transform: rotate(-45deg);
  }
  .leaflet-marker-icon:focus-visible .field-pin,
  .leaflet-marker-icon:focus-visible {
    outline: 2px solid ${color.focusRing};
    outline-offset: 2px;
  }
`;
