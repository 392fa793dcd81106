import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextTranslation } from '../i18n/useTextTranslation.js';
import type { PanelDeclaration } from '../resources/defineResource.js';
import { useCan } from '../navigation/useCan.js';

export interface PanelTabsProps {
  panels: readonly PanelDeclaration[];
  recordId: string;
  /** Names the area the panels take, shown even while there is none to open. */
  areaLabel: string | undefined;
}

/** The record's panels the user may open, one tab each; nothing when there are none. */
export function PanelTabs({ panels, recordId, areaLabel }: PanelTabsProps) {
  const { t } = useTranslation('UI-context');
  const text = useTextTranslation();
  const can = useCan();
  const [chosen, setChosen] = useState(0);
  const open = panels.filter((panel) => can(panel.permission));
  const shown = open[Math.min(chosen, open.length - 1)];
  if (shown === undefined)
    return areaLabel === undefined ? null : (
      <Box component="section" aria-label={areaLabel} sx={{ mt: 3 }}>
        <Typography variant="h6" component="h2">
          {areaLabel}
        </Typography>
        <Typography color="text.secondary">{t('workspace.panelAreaEmpty')}</Typography>
      </Box>
    );
  return (
    <Box
      sx={{ mt: 3 }}
      {...(areaLabel === undefined ? {} : { component: 'section', 'aria-label': areaLabel })}
    >
      <Tabs value={open.indexOf(shown)} onChange={(_, index: number) => setChosen(index)}>
        {open.map((panel) => (
          <Tab key={panel.id} label={text(panel.label)} id={`panel-tab-${panel.id}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" aria-labelledby={`panel-tab-${shown.id}`} sx={{ pt: 2 }}>
        {shown.render(recordId)}
      </Box>
    </Box>
  );
}
