import '@xyflow/react/dist/style.css';
import {
  applyNodeChanges,
  Background,
  type Connection,
  Controls,
  type Edge,
  Handle,
  MarkerType,
  type Node,
  type NodeProps,
  Position,
  ReactFlow,
  ReactFlowProvider,
} from '@xyflow/react';
import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EditorStatus, nodeHeight, nodeWidth, type Pair, type Point } from './status-graph';
import { textOn } from '@/components/text-on-colour';

type StatusNode = Node<{ status: EditorStatus; system: string; terminal: string; isDefaultLabel: string }, 'status'>;

function StatusNodeView({ data }: NodeProps<StatusNode>) {
  const { status } = data;
  const flags = [status.isDefault && '★', status.isTerminal && '■', status.isSystem && '⚙'].filter(Boolean).join(' ');
  return (
    <Box
      data-testid="status-node"
      data-code={status.code}
      title={[status.isDefault && data.isDefaultLabel, status.isTerminal && data.terminal, status.isSystem && data.system]
        .filter(Boolean)
        .join(', ')}
      sx={{
        width: nodeWidth,
        height: nodeHeight,
        bgcolor: status.colour,
        color: textOn(status.colour),
        borderRadius: 2,
        border: status.isDefault ? '3px solid #000' : '1px solid #666',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontWeight: 500,
        px: 1,
        textAlign: 'center',
      }}
    >
      {/* Terminal statuses have no outgoing transitions: no source handle. */}
      <Handle type="target" position={Position.Left} style={{ width: 12, height: 12 }} />
      <bdi>
        {status.label} {flags}
      </bdi>
      {!status.isTerminal && <Handle type="source" position={Position.Right} style={{ width: 12, height: 12 }} />}
    </Box>
  );
}

const nodeTypes = { status: StatusNodeView };

type Props = {
  statuses: EditorStatus[];
  transitions: Array<Pair & { id: string }>;
  positions: Map<string, Point>;
  readOnly: boolean;
  onConnect: (pair: Pair) => void;
  onDelete: (transitions: Array<Pair & { id: string }>) => void;
  /** A new layout remounts the view: positions from the layout, fitted again. */
  layoutVersion: number;
};

function Diagram({ statuses, transitions, positions, readOnly, onConnect, onDelete }: Props) {
  const { t } = useTranslation();
  // The nodes live in state so React Flow's changes (measuring, dragging, selecting) apply; a
  // change of the statuses keeps where each node was. A new layout remounts the diagram (key).
  const build = (old: StatusNode[]): StatusNode[] => {
    const before = new Map(old.map((n) => [n.id, n]));
    return statuses.map((status) => ({
      ...before.get(status.id),
      id: status.id,
      type: 'status',
      position: before.get(status.id)?.position ?? positions.get(status.id) ?? { x: 0, y: 0 },
      data: { status, system: t('statuses:system'), terminal: t('statuses:terminal'), isDefaultLabel: t('statuses:default') },
      ariaLabel: status.label,
    }));
  };
  const [nodes, setNodes] = useState<StatusNode[]>(() => build([]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt when the statuses or the language change, not on every render
  useEffect(() => setNodes(build), [statuses, t]);
  const [selected, setSelected] = useState(new Set<string>());
  const edges: Edge[] = transitions.map((tr) => ({
    id: tr.id,
    selected: selected.has(tr.id),
    source: tr.fromStatusId,
    target: tr.toStatusId,
    markerEnd: { type: MarkerType.ArrowClosed, width: 18, height: 18 },
    ariaLabel: `${statuses.find((s) => s.id === tr.fromStatusId)?.label} → ${statuses.find((s) => s.id === tr.toStatusId)?.label}`,
    deletable: !readOnly,
  }));
  return (
    <ReactFlow
      nodes={nodes}
      edges={edges}
      nodeTypes={nodeTypes}
      fitView
      minZoom={0.2}
      maxZoom={3}
      nodesConnectable={!readOnly}
      deleteKeyCode={readOnly ? null : ['Delete', 'Backspace']}
      onNodesChange={(changes) => setNodes((old) => applyNodeChanges(changes, old))}
      onEdgesChange={(changes) =>
        setSelected((old) => {
          const next = new Set(old);
          for (const change of changes)
            if (change.type === 'select') change.selected ? next.add(change.id) : next.delete(change.id);
            else if (change.type === 'remove') next.delete(change.id);
          return next;
        })
      }
      onConnect={(c: Connection) => onConnect({ fromStatusId: c.source, toStatusId: c.target })}
      onEdgesDelete={(deleted) => onDelete(deleted.map((e) => ({ id: e.id, fromStatusId: e.source, toStatusId: e.target })))}
      isValidConnection={() => true}
      proOptions={{ hideAttribution: true }}
    >
      <Background />
      <Controls showInteractive={false} />
    </ReactFlow>
  );
}

/** The statuses as nodes and the transitions as arrows (@xyflow/react), with zoom and fit. */
export function StatusDiagram(props: Props) {
  return (
    <Box sx={{ height: 460, border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="status-diagram" dir="ltr">
      <ReactFlowProvider>
        <Diagram key={props.layoutVersion} {...props} />
      </ReactFlowProvider>
    </Box>
  );
}
