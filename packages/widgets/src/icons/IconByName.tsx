import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { useIconCatalogue } from './useIconCatalogue.js';

export type IconByNameProps = SvgIconProps & {
  /** An icon catalogue name (`iconName` of a definition); none or an unknown one shows a neutral icon. */
  name: string | null | undefined;
  /**
   * Wait for the catalogue without asking for it: the icon is drawn once something else loads it (see
   * `loadIconCatalogue`). For icons of a screen's frame, so that they do not delay its first paint.
   */
  awaitCatalogue?: boolean;
};

/** Draws a catalogue icon by its stored name. While the catalogue loads, an empty box of the same size. */
export function IconByName({ name, awaitCatalogue = false, ...props }: IconByNameProps) {
  const catalogue = useIconCatalogue({ load: !awaitCatalogue });
  if (catalogue === undefined) return <SvgIcon {...props} />;
  const known = typeof name === 'string' && Object.hasOwn(catalogue, name);
  const Drawing = (known ? catalogue[name] : undefined) ?? CategoryOutlinedIcon;
  return <Drawing {...props} />;
}
