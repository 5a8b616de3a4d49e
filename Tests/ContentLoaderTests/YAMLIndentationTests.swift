import Testing

/// Indentation mistakes are named as such, with the column the line should start at and
/// the line it should line up with, instead of libyaml's grammar words ("did not find
/// expected key"), which stay in a note.
@Suite struct YAMLIndentationTests {
    static let head = "id: vc\ntitle: T\nobject: view-controller\nscenarios:\n  - id: s\n"

    @Test func aKeyDedentedInsideAMapping() throws {
        let tree = try loadLifecycle(Self.head + "    title: S\n   steps: [launch]\n")
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:7:4: this line is indented 3 spaces where its siblings use 4: expected column 5 [lifeline.yaml.indentation]"
            ])
        #expect(tree.hints == ["add 1 space to line it up with 'title:' on line 6"])
        #expect(
            tree.diagnostics.first?.notes == ["libyaml's words: did not find expected '-' indicator (while parsing a block collection at line 5)"])
    }

    @Test func anObjectDedentedInsideObjects() throws {
        let tree = try loadLifecycle(
            Self.head + "    title: S\n    objects:\n      A: { kind: view-controller }\n     B: { kind: view-controller }\n    steps: [launch]\n")
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:9:6: this line is indented 5 spaces where its siblings use 6: expected column 7 [lifeline.yaml.indentation]"
            ])
        #expect(tree.hints == ["add 1 space to line it up with 'A:' on line 8"])
    }

    @Test func aKeyIndentedOneSpaceTooFar() throws {
        let tree = try loadLifecycle(Self.head + "    title: S\n     steps: [launch]\n")
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:7:6: this line is indented 5 spaces where its siblings use 4: expected column 5 [lifeline.yaml.indentation]"
            ])
        #expect(tree.hints == ["remove 1 space to line it up with 'title:' on line 6"])
        #expect(tree.diagnostics.first?.notes == ["libyaml's words: mapping values are not allowed in this context"])
    }

    @Test func anObjectIndentedOneSpaceTooFar() throws {
        let tree = try loadLifecycle(
            Self.head + "    title: S\n    objects:\n      A: { kind: view-controller }\n       B: { kind: view-controller }\n    steps: [launch]\n")
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:9:8: this line is indented 7 spaces where its siblings use 6: expected column 7 [lifeline.yaml.indentation]"
            ])
        #expect(tree.hints == ["remove 1 space to line it up with 'A:' on line 8"])
    }

    @Test func aTopLevelKeyIndentedOneSpace() throws {
        let tree = try loadLifecycle("id: vc\n title: T\nobject: view-controller\n")
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:2:2: this line is indented 1 space where its siblings are not indented: expected column 1 [lifeline.yaml.indentation]"
            ])
        #expect(tree.hints == ["remove 1 space to line it up with 'id:' on line 1"])
    }

    @Test func aListItemOneSpaceShort() throws {
        let tree = try loadLifecycle(Self.head + "    title: S\n    steps:\n      - launch\n     - background\n")
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:9:6: this line is indented 5 spaces where its siblings use 6: expected column 7 [lifeline.yaml.indentation]"
            ])
        #expect(tree.hints == ["add 1 space to line it up with '- launch' on line 8"])
    }

    /// YAML accepts this one: the deeper item is more text of the one before.
    @Test func aListItemOneSpaceTooFarIsNotReadAsText() throws {
        let tree = try loadLifecycle(Self.head + "    title: S\n    steps:\n      - launch\n       - background\n")
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:9:8: this line is indented 7 spaces where its siblings use 6: expected column 7 [lifeline.yaml.indentation]"
            ])
        #expect(tree.hints == ["remove 1 space to line it up with '- launch' on line 8"])
        #expect(tree.diagnostics.first?.notes == ["YAML reads it as more text of line 8: 'launch - background'"])
    }

    @Test func aScenarioAtTheWrongDepth() throws {
        let tree = try loadLifecycle(Self.head + "    title: S\n    steps: [launch]\n - id: t\n    title: T\n    steps: [launch]\n")
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:8:2: this line is indented 1 space where its siblings use 2: expected column 3 [lifeline.yaml.indentation]"
            ])
        #expect(tree.hints == ["add 1 space to line it up with '- id: s' on line 5"])
    }

    @Test func aTabNamesTheColumnItMostLikelyStandsFor() throws {
        let tree = try loadLifecycle(Self.head + "\ttitle: S\n")
        #expect(tree.messages == ["lifecycles/vc.yaml:6:1: a tab in the indentation [lifeline.yaml.tab]"])
        #expect(tree.hints == ["YAML indents with spaces; replace the tab with spaces (most likely to column 5, going by line 5)"])
    }

    @Test func aMissingSpaceAfterAColon() throws {
        let tree = try loadLifecycle("id: vc\ntitle:T\nobject: view-controller\n")
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:2:1: 'title:T' is read as text, not as a key and its value: ':' needs a space after it [lifeline.yaml.colon-space]"
            ])
        #expect(tree.hints == ["write 'title: T'"])
        #expect(tree.diagnostics.first?.notes == ["libyaml's words: could not find expected ':' (while scanning a simple key at line 2)"])
    }

    @Test func aMissingSpaceAfterAColonInAListItem() throws {
        let tree = try loadLifecycle("id: vc\ntitle: T\nobject: view-controller\nscenarios:\n  - id:s\n    title: S\n    steps: [launch]\n")
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:5:5: 'id:s' is read as text, not as a key and its value: ':' needs a space after it [lifeline.yaml.colon-space]"
            ])
        #expect(tree.hints == ["write 'id: s'"])
    }

    @Test func aMissingSpaceBeforeAFlowList() throws {
        let tree = try loadLifecycle(Self.head + "    title: S\n    steps:[launch]\n")
        #expect(
            tree.messages == [
                "lifecycles/vc.yaml:7:5: 'steps:[launch]' is read as text, not as a key and its value: ':' needs a space after it [lifeline.yaml.colon-space]"
            ])
        #expect(tree.hints == ["write 'steps: [launch]'"])
    }

    /// A web address keeps its colon; the error there is libyaml's.
    @Test func anAddressIsNoKey() throws {
        let tree = try loadLifecycle("id: vc\ntitle: T\nobject: view-controller\nreferences:\n  - https://e.com: x\n    title: [\n")
        #expect(tree.diagnostics.allSatisfy { $0.id != "lifeline.yaml.colon-space" })
    }
}
