import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useWidgets } from '../context/WidgetsContext.js';
import { IconByName } from '../icons/IconByName.js';
import { isWithin } from '../store/paths.js';
import { useFormRuntime } from './FormRuntime.js';

export interface CollapsibleProps {
  /** Path of the object inside; a reveal request for a path under it opens the card. */
  path: string;
  title: ReactNode;
  /** Catalogue icon drawn before the title (decorative). */
  iconName?: string | undefined;
  subheader?: ReactNode;
  /** Buttons beside the expand toggle (move, remove). */
  actions?: ReactNode;
  defaultExpanded?: boolean;
  /** How tall the content will be, roughly, in pixels: the space kept for it until it renders. */
  estimatedHeight?: number;
  children: ReactNode;
}

/**
 * The browser skips style, layout, paint and hit-testing of cards outside the viewport (keeping their last
 * size), so a keystroke in a long form costs the page as much as in a short one.
 */
const offScreenSkipped = { contentVisibility: 'auto', containIntrinsicSize: 'auto 480px' } as const;
/**
 * A card's header and content laid out as MUI's CardHeader and CardContent lay them out, in their fixed
 * pixels: the two components' code would come onto every form's first screen for a flex row and a padding.
 */
const header = {
  root: { display: 'flex', alignItems: 'center', padding: '16px' },
  icon: { display: 'flex', flex: '0 0 auto', marginRight: '16px' },
  titles: { flex: '1 1 auto', minWidth: 0 },
  actions: { flex: '0 0 auto', alignSelf: 'flex-start', margin: '-4px -8px -4px 0' },
} as const;
const content = { padding: '0 16px 24px' } as const;

/** Cards within this distance of the viewport render their content. */
const NEAR_VIEWPORT = '100% 0px';

/**
 * Whether the card has come near the viewport (where IntersectionObserver exists) and had its turn to render
 * (see RenderTurns): until then its content is not rendered, so a long form mounts about a screenful of
 * fields first, card by card. Until it has, the card covers the paths under it, which count as on screen.
 */
function useNearViewport(card: RefObject<HTMLElement | null>, path: string): [boolean, () => void] {
  const { mounted, renderTurns } = useFormRuntime();
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = card.current;
    if (near || !element) return undefined;
    let giveUpTurn: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (giveUpTurn !== undefined || !entries.some((entry) => entry.isIntersecting)) return;
        giveUpTurn = renderTurns.take(() => setNear(true));
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    const uncover = mounted.cover(path, element);
    return () => {
      observer.disconnect();
      giveUpTurn?.();
      uncover();
    };
  }, [near, card, mounted, renderTurns, path]);
  const renderNow = useCallback(() => setNear(true), []);
  return [near, renderNow];
}

/**
 * An object as a card that can be collapsed. Collapsed content is not rendered at all (lazy), nor is the
 * content of a card far below the viewport; a request to reveal a field inside (an error to show) renders
 * and opens it.
 */
export function Collapsible({
  path,
  title,
  iconName,
  subheader,
  actions,
  defaultExpanded = true,
  estimatedHeight = 240,
  children,
}: CollapsibleProps) {
  const { reveal } = useFormRuntime();
  const { t } = useWidgets();
  const card = useRef<HTMLElement>(null);
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [near, render] = useNearViewport(card, path);
  const shown = expanded && near;
  useEffect(() => {
    if (shown) return undefined;
    return reveal.subscribe(() => {
      if (!reveal.requested().some((requested) => isWithin(requested, path))) return;
      setExpanded(true);
      render();
    });
  }, [shown, reveal, path, render]);
  return (
    <Card
      ref={card}
      variant="outlined"
      component="section"
      aria-label={typeof title === 'string' ? title : undefined}
      sx={offScreenSkipped}
    >
      <Box sx={header.root}>
        {iconName !== undefined && (
          <Box sx={header.icon}>
            <IconByName name={iconName} color="action" aria-hidden />
          </Box>
        )}
        <Box sx={header.titles}>
          <Typography variant="subtitle1" component="h3">
            {title}
          </Typography>
          {subheader && (
            <Typography variant="body2" color="text.secondary" component="div">
              {subheader}
            </Typography>
          )}
        </Box>
        <Box sx={header.actions}>
          {actions}
          <IconButton
            aria-expanded={expanded}
            aria-label={expanded ? t('collapse') : t('expand')}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        </Box>
      </Box>
      {shown && <Box sx={content}>{children}</Box>}
      {expanded && !near && <Box sx={{ minHeight: estimatedHeight }} />}
    </Card>
  );
}
