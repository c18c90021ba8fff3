import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { MenuTreeOption } from './menuDto';
import { ancestorIds, findNode, labelOf, subtreeIds, TOP_LEVEL_LABEL, TOP_LEVEL_PID } from './menuTree';

export interface ParentPickerProps {
  label: string;
  value: number;
  onChange: (pid: number) => void;
  /** From `GET api/menus/tree`; undefined while it loads. */
  tree: readonly MenuTreeOption[] | undefined;
  loading?: boolean;
  /** The menu being edited: it and its descendants cannot be its parent. */
  excludeId?: number;
}

interface VisibleNode {
  id: number;
  label: string;
  depth: number;
  hasChildren: boolean;
  disabled: boolean;
}

/** 顶级类目 as the one root, the server's tree below it. */
const ROOT_ID = TOP_LEVEL_PID;

/**
 * The tree select of the menu dialog (eladmin's vue-treeselect): a field showing the
 * chosen parent that opens the menu tree with 顶级类目 on top. Nodes expand and
 * collapse (click the arrow, or ArrowRight / ArrowLeft); ArrowUp / ArrowDown move
 * between visible nodes, Enter or a click picks one.
 */
export function ParentPicker({ label, value, onChange, tree, loading = false, excludeId }: ParentPickerProps) {
  const labelId = useId();
  const treeRef = useRef<HTMLUListElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set([ROOT_ID]));

  const nodes = useMemo(() => tree ?? [], [tree]);
  const excluded = useMemo(() => {
    const node = excludeId === undefined ? undefined : findNode(nodes, excludeId);
    return new Set(node ? subtreeIds(node) : excludeId === undefined ? [] : [excludeId]);
  }, [nodes, excludeId]);

  const visible = useMemo(() => {
    const out: VisibleNode[] = [{ id: ROOT_ID, label: TOP_LEVEL_LABEL, depth: 0, hasChildren: nodes.length > 0, disabled: false }];
    const walk = (list: readonly MenuTreeOption[], depth: number) => {
      for (const node of list) {
        out.push({ id: node.id, label: node.label, depth, hasChildren: node.children.length > 0, disabled: excluded.has(node.id) });
        if (expanded.has(node.id)) walk(node.children, depth + 1);
      }
    };
    if (expanded.has(ROOT_ID)) walk(nodes, 1);
    return out;
  }, [nodes, expanded, excluded]);

  const shown = labelOf(nodes, value) ?? (loading ? '加载中…' : `#${value}`);

  const openTree = (target: HTMLElement) => {
    // Open at the chosen node: its ancestors expanded.
    setExpanded((current) => new Set([...current, ROOT_ID, ...(ancestorIds(nodes, value) ?? [])]));
    setAnchor(target);
  };

  const toggle = (id: number, to?: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (to ?? !next.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });

  const choose = (node: VisibleNode) => {
    if (node.disabled) return;
    onChange(node.id);
    close();
  };

  const focusItem = (index: number) => {
    const items = treeRef.current?.querySelectorAll<HTMLElement>('[role="treeitem"]');
    items?.[Math.max(0, Math.min(index, items.length - 1))]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number, node: VisibleNode) => {
    switch (event.key) {
      case 'ArrowDown':
        focusItem(index + 1);
        break;
      case 'ArrowUp':
        focusItem(index - 1);
        break;
      case 'ArrowRight':
        if (node.hasChildren) toggle(node.id, true);
        break;
      case 'ArrowLeft':
        if (node.hasChildren && expanded.has(node.id)) toggle(node.id, false);
        break;
      case 'Enter':
      case ' ':
        choose(node);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const selectedIndex = Math.max(
    0,
    visible.findIndex((node) => node.id === value),
  );

  return (
    <FormControl fullWidth>
      <FormLabel id={labelId} sx={{ fontSize: 12, mb: 0.5 }}>
        {label}
      </FormLabel>
      <Button
        variant="outlined"
        color="inherit"
        aria-labelledby={`${labelId} ${labelId}-value`}
        aria-haspopup="tree"
        aria-expanded={open}
        onClick={(event) => openTree(event.currentTarget)}
        endIcon={<ArrowDropDownIcon />}
        sx={{ justifyContent: 'space-between', textTransform: 'none', borderColor: 'divider', minHeight: 40, fontWeight: 400 }}
      >
        <Typography component="span" id={`${labelId}-value`} noWrap>
          {shown}
        </Typography>
      </Button>
      {excludeId !== undefined ? <FormHelperText>不能选择自己或自己的下级菜单</FormHelperText> : null}
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: { sx: { width: anchor?.offsetWidth ?? 320, minWidth: 260, maxHeight: 360 } },
          transition: { onEntered: () => focusItem(selectedIndex) },
        }}
      >
        <Box component="ul" role="tree" aria-label={label} ref={treeRef} sx={{ listStyle: 'none', m: 0, py: 0.5, px: 0 }}>
          {visible.map((node, index) => {
            const isOpen = expanded.has(node.id);
            const selected = node.id === value;
            return (
              <Box
                component="li"
                key={node.id}
                role="treeitem"
                aria-level={node.depth + 1}
                aria-selected={selected}
                aria-disabled={node.disabled || undefined}
                aria-expanded={node.hasChildren ? isOpen : undefined}
                tabIndex={index === selectedIndex ? 0 : -1}
                onClick={() => choose(node)}
                onKeyDown={(event) => onKeyDown(event, index, node)}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  minHeight: 34,
                  pl: 0.5 + node.depth * 2,
                  pr: 1,
                  cursor: node.disabled ? 'not-allowed' : 'pointer',
                  color: node.disabled ? 'text.disabled' : selected ? 'primary.main' : 'text.primary',
                  fontWeight: selected ? 600 : 400,
                  '&:hover': { bgcolor: node.disabled ? undefined : 'action.hover' },
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                }}
              >
                {/* Pointer users click the arrow; keyboard users press ArrowRight / ArrowLeft (the tree pattern has no buttons inside items). */}
                <Box
                  component="span"
                  aria-hidden="true"
                  data-toggle={node.hasChildren ? node.id : undefined}
                  onClick={(event) => {
                    if (!node.hasChildren) return;
                    event.stopPropagation();
                    toggle(node.id);
                  }}
                  sx={{ display: 'inline-flex', width: 26, height: 26, alignItems: 'center', justifyContent: 'center', flexShrink: 0, mr: 0.5, borderRadius: '50%', color: 'text.secondary', '&:hover': node.hasChildren ? { bgcolor: 'action.selected' } : undefined }}
                >
                  {node.hasChildren ? (isOpen ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />) : null}
                </Box>
                <Typography component="span" variant="body2" noWrap sx={{ fontWeight: 'inherit' }}>
                  {node.label}
                </Typography>
              </Box>
            );
          })}
        </Box>
        {loading ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
            加载中…
          </Typography>
        ) : null}
      </Popover>
    </FormControl>
  );
}
