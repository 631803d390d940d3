import { Divider, ListSubheader, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StylePlace } from '../group-sort-moves';
import type { SortActions } from '../use-sort-actions';
import { useGroupTitle } from './use-group-title';

type Props = {
  anchor: HTMLElement | null;
  onClose: () => void;
  place: StylePlace;
  groupTitles: readonly string[];
  actions: SortActions;
};

/** A style's menu: colour sort, and "Move to group…" (the keyboard's way between groups), which lists the groups. */
export const StyleMenu = ({ anchor, onClose, place, groupTitles, actions }: Props) => {
  const { t } = useTranslation();
  const groupTitle = useGroupTitle();
  const [choosingGroup, setChoosingGroup] = useState(false);
  const close = () => {
    setChoosingGroup(false);
    onClose();
  };
  const others = groupTitles.filter((title) => title !== place.group);
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
      {choosingGroup
        ? [
            <ListSubheader key="heading" role="none">
              {t('groupSort.style.moveToGroupHeading')}
            </ListSubheader>,
            ...others.map((title) => (
              <MenuItem
                key={title}
                onClick={() => {
                  actions.moveStyleTo(place, title);
                  close();
                }}
              >
                {groupTitle(title)}
              </MenuItem>
            )),
          ]
        : [
            <MenuItem
              key="sort"
              onClick={() => {
                actions.sortColors(place);
                close();
              }}
            >
              {t('groupSort.style.sortColors')}
            </MenuItem>,
            <Divider key="divider" />,
            <MenuItem key="move" disabled={others.length === 0} onClick={() => setChoosingGroup(true)}>
              {t('groupSort.style.moveToGroup')}
            </MenuItem>,
          ]}
    </Menu>
  );
};
