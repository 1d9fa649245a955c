//
//  StatePickerViewController.swift
//  Capitals
//
//  Written for the Pickers project the way a Swift 2 project migrated to Swift 3 has it.
//

import UIKit

class StatePickerViewController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {

    @IBOutlet weak var statePicker: UIPickerView!
    @IBOutlet weak var capitalLabel: UILabel!

    var states = [String]()
    var capitals = [String: String]()
    var lastState: String?

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        if let path = Bundle.main.path(forResource: "capitals", ofType: "plist"),
            let dict = NSDictionary(contentsOfFile: path) as? [String: String]
        {
            capitals = dict
            states = capitals.keys.sorted()
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view, typically from a nib.
        statePicker.dataSource = self
        statePicker.delegate = self
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let lastState = lastState, let row = states.firstIndex(of: lastState) {
            statePicker.selectRow(row, inComponent: 0, animated: false)
        }
        updateLabel()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        lastState = states[statePicker.selectedRow(inComponent: 0)]
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        // Dispose of any resources that can be recreated.
    }

    func updateLabel() {
        let state = states[statePicker.selectedRow(inComponent: 0)]
        capitalLabel.text = "The capital of \(state) is \(capitals[state]!)."
    }

    // MARK: - UIPickerViewDataSource

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        return 1
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        return states.count
    }

    // MARK: - UIPickerViewDelegate

    func pickerView(pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
        -> String?
    {
        return states[row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        updateLabel()
    }
}
