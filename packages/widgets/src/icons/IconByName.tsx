import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import { useIcon } from './useIcon.js';

export type IconByNameProps = SvgIconProps & {
  /** An icon catalogue name (`iconName` of a definition); none or an unknown one shows a neutral icon. */
  name: string | null | undefined;
  /**
   * Wait for the drawing without asking for it: the icon is drawn once something else loads it (see
   * `loadIcon`). For icons of a screen's frame, so that they do not delay its first paint.
   */
  awaitCatalogue?: boolean;
};

/** Draws a catalogue icon by its stored name. While its drawing loads, an empty box of the same size. */
export function IconByName({ name, awaitCatalogue = false, ...props }: IconByNameProps) {
  const drawing = useIcon(name ?? undefined, { load: !awaitCatalogue });
  if (drawing === undefined) return <SvgIcon {...props} />;
  const Drawing = drawing ?? CategoryOutlinedIcon;
  return <Drawing {...props} />;
}
